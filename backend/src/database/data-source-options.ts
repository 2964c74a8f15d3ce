import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import type { EmbeddedPostgres } from './embedded-postgres';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/** The same entities and migrations on PostgreSQL and on PGlite; migrations run at start, never synchronize. */
export async function buildDataSourceOptions(config: AppConfig, embedded: EmbeddedPostgres): Promise<DataSourceOptions> {
  const common = {
    type: 'postgres' as const,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: true,
    synchronize: false,
    // Ids default to gen_random_uuid(), built into PostgreSQL since 13; no extension is created, at start
    // (TypeORM would otherwise try CREATE EXTENSION on every connect) or by the migrations.
    uuidExtension: 'pgcrypto' as const,
    installExtensions: false,
    schema: config.DATABASE_SCHEMA,
    logging: false,
  };
  if (config.databaseDriver === 'postgres') {
    return {
      ...common,
      url: config.DATABASE_URL,
      // Unqualified names in the hand-written migrations resolve to the configured schema.
      extra: { options: `-c search_path=${config.DATABASE_SCHEMA},public`, max: 10 },
    };
  }
  return { ...common, extra: await embedded.poolSettings() };
}
