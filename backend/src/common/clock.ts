import { Injectable } from '@nestjs/common';

/** The current time, injected where rules depend on it so tests can move it (past an upload address's expiry, say). */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
