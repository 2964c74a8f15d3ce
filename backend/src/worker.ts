import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger as NestLogger } from '@nestjs/common';
import { Logger } from 'nestjs-pino';
import { exitOnBootFailure } from './bootstrap/boot-failure';
import { exitIfStopOutlasts } from './bootstrap/shutdown-deadline';
import { restrictNewFilesToOwner } from './common/files/private-files';
import { describeConfig } from './config/load-config';
import { loadConfigFromProcessEnv } from './config/process-env';
import { WorkerModule } from './worker.module';

// The job worker: same image as the API, started with `node backend/dist/worker.js`. Needs REDIS_URL.
async function main(): Promise<void> {
  const config = loadConfigFromProcessEnv();
  restrictNewFilesToOwner();
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  exitIfStopOutlasts(config.SHUTDOWN_TIMEOUT_MS);
  await app.init();
  new NestLogger('Worker').log({ config: describeConfig(config) }, 'Worker started');
}

main().catch(exitOnBootFailure);
