import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, QueueEvents } from 'bullmq';
import { AppConfig } from '../../config/app-config';
import { withTimeout } from '../../common/with-timeout';
import { JOB_DEFAULTS } from '../../jobs/job-defaults';
import {
  ALL_QUEUE_NAMES,
  JOB_QUEUE,
  JOB_SCHEDULES,
  type JobName,
  type JobPayloads,
  type JobResults,
  type QueueName,
  type RequestJobName,
} from '../../jobs/job-names';
import { type EnqueueOptions, QueuePort } from './queue.port';
import { closeAll, redisOptionsFromUrl } from './redis-connection';

/** Producer side of BullMQ: used by the API and by the worker (processors may enqueue follow-up jobs). */
@Injectable()
export class BullmqQueueAdapter extends QueuePort implements OnApplicationShutdown {
  readonly driver = 'bullmq' as const;
  private readonly logger = new Logger('BullmqQueue');
  private readonly queues: Map<QueueName, Queue>;
  /** Completion events of the queues someone waits on, opened on the first request (one connection each). */
  private readonly events = new Map<QueueName, QueueEvents>();
  private readonly connection: ReturnType<typeof redisOptionsFromUrl>;
  private readonly prefix: string;

  constructor(config: AppConfig) {
    super();
    if (config.REDIS_URL === undefined) throw new Error('BullmqQueueAdapter needs REDIS_URL');
    // Fail a producer's command after a few retries instead of hanging the HTTP request while Redis is down.
    const connection = { ...redisOptionsFromUrl(config.REDIS_URL), maxRetriesPerRequest: 3 };
    this.connection = connection;
    this.prefix = config.BULLMQ_PREFIX;
    this.queues = new Map(
      ALL_QUEUE_NAMES.map((name) => {
        const queue = new Queue(name, { connection, prefix: config.BULLMQ_PREFIX, defaultJobOptions: JOB_DEFAULTS });
        // Without a listener an emitted 'error' (Redis gone) would crash the process.
        queue.on('error', (error) => this.logger.error({ err: error, queue: name }, 'Queue connection error'));
        return [name, queue];
      }),
    );
  }

  async enqueue<N extends JobName>(job: N, payload: JobPayloads[N], options: EnqueueOptions = {}): Promise<void> {
    await this.queueOf(job).add(job, payload, { jobId: options.jobId, delay: options.delayMs });
  }

  async request<N extends RequestJobName>(job: N, payload: JobPayloads[N], timeoutMs: number): Promise<JobResults[N]> {
    const events = await this.eventsOf(JOB_QUEUE[job]);
    // Once, and gone when done: the caller is waiting, and a result may be about a person.
    const added = await this.queueOf(job).add(job, payload, {
      attempts: 1,
      removeOnComplete: true,
      removeOnFail: true,
    });
    try {
      return (await added.waitUntilFinished(events, timeoutMs)) as JobResults[N];
    } catch (error) {
      // Not taken in time: nobody will read its result, so it need not run (a running job cannot be removed).
      await added.remove().catch(() => undefined);
      throw error;
    }
  }

  async isHealthy(): Promise<boolean> {
    try {
      // A real round trip on each queue's own connection.
      await withTimeout(Promise.all([...this.queues.values()].map((queue) => queue.getJobCounts('waiting'))), 1000);
      return true;
    } catch {
      return false;
    }
  }

  /** Creates or updates the repeatable jobs; safe to call from every worker at every start. */
  async upsertSchedules(): Promise<void> {
    for (const schedule of JOB_SCHEDULES) {
      await this.queueOf(schedule.job).upsertJobScheduler(
        `schedule-${schedule.job}`,
        { every: schedule.everyMs },
        { name: schedule.job, data: schedule.payload },
      );
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await closeAll('BullMQ queue', [...this.events.values(), ...this.queues.values()], this.logger);
  }

  private async eventsOf(name: QueueName): Promise<QueueEvents> {
    let events = this.events.get(name);
    if (events === undefined) {
      // Events block on Redis like a worker, so BullMQ wants unlimited retries on their connection.
      events = new QueueEvents(name, {
        connection: { ...this.connection, maxRetriesPerRequest: null },
        prefix: this.prefix,
      });
      events.on('error', (error) => this.logger.error({ err: error, queue: name }, 'Queue events connection error'));
      this.events.set(name, events);
    }
    await events.waitUntilReady();
    return events;
  }

  private queueOf(job: JobName): Queue {
    const queue = this.queues.get(JOB_QUEUE[job]);
    if (queue === undefined) throw new Error(`No queue for job ${job}`);
    return queue;
  }
}
