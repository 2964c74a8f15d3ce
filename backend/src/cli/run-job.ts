import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger as NestLogger } from '@nestjs/common';
import { Logger } from 'nestjs-pino';
import { AppModule } from '../app.module';
import { exitOnBootFailure } from '../bootstrap/boot-failure';
import { loadConfigFromProcessEnv } from '../config/process-env';
import { InProcessQueueAdapter } from '../infra/queue/in-process-queue.adapter';
import { QueuePort } from '../infra/queue/queue.port';
import { JobName, type JobPayloads } from '../jobs/job-names';

// Runs a job on demand: `npm run job:run -w @fitness/backend -- sweep-expired-uploads`.
// With REDIS_URL it is enqueued for the worker; without, it runs here and the command waits for it.

// Maintenance jobs only: the others carry a person's request (an email to send) and come from the API.
const ON_DEMAND = {
  [JobName.SweepExpiredUploads]: { reason: 'on-demand' },
  [JobName.PurgeExpiredAnalytics]: { reason: 'on-demand' },
} as const satisfies Partial<{ [N in JobName]: JobPayloads[N] }>;
type OnDemandJob = keyof typeof ON_DEMAND;

function isJobName(value: string | undefined): value is OnDemandJob {
  return value !== undefined && value in ON_DEMAND;
}

async function main(): Promise<void> {
  const job = process.argv[2];
  if (!isJobName(job)) {
    process.stderr.write(`Usage: run-job <job>\nJobs: ${Object.keys(ON_DEMAND).join(', ')}\n`);
    process.exit(2);
  }
  const config = loadConfigFromProcessEnv({ JOB_SCHEDULES_ENABLED: 'false' });
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  await app.init();
  const queue = app.get(QueuePort);
  await queue.enqueue(job, ON_DEMAND[job]);
  if (queue instanceof InProcessQueueAdapter) await queue.whenIdle();
  new NestLogger('RunJob').log({ job, queue: queue.driver }, queue.driver === 'bullmq' ? 'Job enqueued for the worker' : 'Job finished');
  await app.close();
}

main().catch(exitOnBootFailure);
