import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './config/app-config';
import { processModules } from './process-modules';

/** The worker process: no HTTP, consumes the BullMQ queues with the same feature modules as the API. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: WorkerModule, imports: processModules(config, 'worker') };
  }
}
