import type { Provider } from '@nestjs/common';
import { JobRegistry } from '../../jobs/job-registry';
import { BullmqJobConsumer } from './bullmq-job-consumer';
import { BullmqQueueAdapter } from './bullmq-queue.adapter';
import { QueuePort } from './queue.port';
import type { ProcessRole } from './process-role';

/** The queue on BullMQ: every process produces; the worker also consumes. Imported only when REDIS_URL is set. */
export function bullmqQueueProviders(role: ProcessRole): Provider[] {
  const producer: Provider[] = [BullmqQueueAdapter, { provide: QueuePort, useExisting: BullmqQueueAdapter }];
  return role === 'worker' ? [...producer, JobRegistry, BullmqJobConsumer] : producer;
}
