import 'reflect-metadata';
import { Logger as NestLogger } from '@nestjs/common';
import { createApp } from './bootstrap/create-app';
import { describeConfig } from './config/load-config';
import { loadConfigFromProcessEnv } from './config/process-env';
import { exitOnBootFailure } from './bootstrap/boot-failure';
import { exitIfStopOutlasts } from './bootstrap/shutdown-deadline';
import { limitHeapGrowthOnEmbeddedDatabase } from './bootstrap/embedded-heap-growth';

async function main(): Promise<void> {
  const config = loadConfigFromProcessEnv();
  limitHeapGrowthOnEmbeddedDatabase(config);
  const { app } = await createApp(config);
  app.enableShutdownHooks();
  exitIfStopOutlasts(config.SHUTDOWN_TIMEOUT_MS);
  await app.listen(config.PORT, config.HOST);
  // A Nest logger with a context: nestjs-pino would read a bare trailing string as the context, not the message.
  const logger = new NestLogger('Main');
  logger.log({ config: describeConfig(config) }, 'Configuration');
  if (config.databaseDriver === 'pglite') {
    logger.warn(
      `Embedded database in ${config.PGLITE_DATA_DIR}: one process at a time; acknowledged writes survive a crash of ` +
        'this process, but a power cut or an operating-system crash may lose the last ones (PGlite cannot flush to ' +
        'disk). Set DATABASE_URL to use PostgreSQL for data that must survive those.',
    );
  }
  logger.log(`API listening on http://${config.HOST}:${config.PORT} (public ${config.publicBaseUrl || 'root-relative links'})`);
}

main().catch(exitOnBootFailure);
