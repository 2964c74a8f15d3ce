import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { type Job, Worker } from 'bullmq';
import { AppConfig } from '../../config/app-config';
import { ALL_QUEUE_NAMES, type JobName, type JobPayloads, QueueName } from '../../jobs/job-names';
import { JobRegistry } from '../../jobs/job-registry';
import { BullmqQueueAdapter } from './bullmq-queue.adapter';
import { closeAll, redisOptionsFromUrl } from './redis-connection';

/** Consumer side of BullMQ; only the worker process (src/worker.ts) has it. */
@Injectable()
export class BullmqJobConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('BullmqWorker');
  private readonly workers: Worker[] = [];

  constructor(
    private readonly config: AppConfig,
    private readonly registry: JobRegistry,
    private readonly producer: BullmqQueueAdapter,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const redisUrl = this.config.REDIS_URL;
    if (redisUrl === undefined) throw new Error('The worker needs REDIS_URL');
    for (const queueName of ALL_QUEUE_NAMES) {
      // Workers block on Redis, so BullMQ requires unlimited retries on their connection.
      const connection = { ...redisOptionsFromUrl(redisUrl), maxRetriesPerRequest: null };
      const worker = new Worker(
        queueName,
        (job: Job) => this.registry.dispatch(job.name as JobName, job.data as JobPayloads[JobName]),
        {
          connection,
          prefix: this.config.BULLMQ_PREFIX,
          concurrency: this.concurrencyOf(queueName),
          // A worker killed mid-job stops renewing its lock; after this long the job is handed to another worker.
          lockDuration: this.config.JOB_LOCK_DURATION_MS,
          stalledInterval: this.config.JOB_LOCK_DURATION_MS,
        },
      );
      worker.on('failed', (job, error) => {
        this.logger.error(
          { err: error, queue: queueName, job: job?.name, jobId: job?.id, attempts: job?.attemptsMade },
          'Job failed',
        );
        if (job !== undefined && job.attemptsMade >= (job.opts.attempts ?? 1)) {
          void this.registry.finalFailure(job.name as JobName, job.data as JobPayloads[JobName], error);
        }
      });
      worker.on('error', (error) => this.logger.error({ err: error, queue: queueName }, 'Worker error'));
      this.workers.push(worker);
    }
    // Connected before declaring the worker up: stopping mid-connect makes ioredis emit "Connection is closed".
    await Promise.all(this.workers.map((worker) => worker.waitUntilReady()));
    if (this.config.JOB_SCHEDULES_ENABLED) await this.producer.upsertSchedules();
    this.logger.log({ queues: ALL_QUEUE_NAMES, prefix: this.config.BULLMQ_PREFIX }, 'Consuming jobs');
  }

  private concurrencyOf(queueName: QueueName): number {
    if (queueName === QueueName.Plans) return this.config.PLAN_JOB_CONCURRENCY;
    // One scan per thread of this worker's pool; more would only wait in the pool's own queue.
    if (queueName === QueueName.Scans) return this.config.PHOTO_SCAN_THREADS;
    return 2;
  }

  // Module destroy comes before every application-shutdown hook: workers finish their running jobs while the
  // producer queues and the database are still open.
  async onModuleDestroy(): Promise<void> {
    await closeAll('BullMQ worker', this.workers, this.logger);
  }
}
