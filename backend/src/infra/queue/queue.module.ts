import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { AppConfig } from '../../config/app-config';
import { JobRegistry } from '../../jobs/job-registry';
import { InProcessQueueAdapter } from './in-process-queue.adapter';
import type { ProcessRole } from './process-role';
import { QueuePort } from './queue.port';

/** `api` produces jobs (and runs them itself without Redis); `worker` consumes BullMQ queues. */

@Module({})
export class QueueModule {
  /** Async: BullMQ (and its Redis client) is imported only when REDIS_URL selects it, like every outside service. */
  static async forRoot(config: AppConfig, role: ProcessRole): Promise<DynamicModule> {
    const providers: Provider[] = [];
    switch (config.queueDriver) {
      case 'in-process':
        if (role === 'worker') {
          throw new Error('The worker consumes BullMQ queues: set REDIS_URL. Without Redis the API runs jobs itself.');
        }
        providers.push(JobRegistry, InProcessQueueAdapter, { provide: QueuePort, useExisting: InProcessQueueAdapter });
        break;
      case 'bullmq': {
        const { bullmqQueueProviders } = await import('./bullmq-queue-providers.js');
        providers.push(...bullmqQueueProviders(role));
        break;
      }
    }
    return { module: QueueModule, global: true, imports: [DiscoveryModule], providers, exports: [QueuePort] };
  }
}
