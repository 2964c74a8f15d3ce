import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { AppConfig } from '../../config/app-config';
import { JobRegistry } from '../../jobs/job-registry';
import { BullmqJobConsumer } from './bullmq-job-consumer';
import { BullmqQueueAdapter } from './bullmq-queue.adapter';
import { InProcessQueueAdapter } from './in-process-queue.adapter';
import { QueuePort } from './queue.port';

/** `api` produces jobs (and runs them itself without Redis); `worker` consumes BullMQ queues. */
export type ProcessRole = 'api' | 'worker';

@Module({})
export class QueueModule {
  static forRoot(config: AppConfig, role: ProcessRole): DynamicModule {
    const providers: Provider[] = [];
    switch (config.queueDriver) {
      case 'in-process':
        if (role === 'worker') {
          throw new Error('The worker consumes BullMQ queues: set REDIS_URL. Without Redis the API runs jobs itself.');
        }
        providers.push(JobRegistry, InProcessQueueAdapter, { provide: QueuePort, useExisting: InProcessQueueAdapter });
        break;
      case 'bullmq':
        providers.push(BullmqQueueAdapter, { provide: QueuePort, useExisting: BullmqQueueAdapter });
        if (role === 'worker') providers.push(JobRegistry, BullmqJobConsumer);
        break;
    }
    return { module: QueueModule, global: true, imports: [DiscoveryModule], providers, exports: [QueuePort] };
  }
}
