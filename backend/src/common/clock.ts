import { Global, Injectable, Module } from '@nestjs/common';

/** The current time, injected where rules depend on it so tests can move it (past an upload address's expiry, say). */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

/** One clock for the whole process, so a test that moves it moves it for every module. */
@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
