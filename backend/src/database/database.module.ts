import { Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource, TypeOrmModule } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { buildDataSourceOptions } from './data-source-options';
import { DatabaseHealth } from './database-health';
import { EmbeddedPostgres } from './embedded-postgres';

@Module({
  providers: [{ provide: EmbeddedPostgres, inject: [AppConfig], useFactory: (config: AppConfig) => EmbeddedPostgres.open(config) }],
  exports: [EmbeddedPostgres],
})
class EmbeddedPostgresModule {}

/** Closes the pool before the embedded database it talks to. */
@Injectable()
class DatabaseShutdown implements OnApplicationShutdown {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly embedded: EmbeddedPostgres,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    await this.embedded.close();
  }
}

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite; exports only the health check. */
@Module({
  imports: [
    EmbeddedPostgresModule,
    TypeOrmModule.forRootAsync({
      imports: [EmbeddedPostgresModule],
      inject: [AppConfig, EmbeddedPostgres],
      useFactory: (config: AppConfig, embedded: EmbeddedPostgres) => buildDataSourceOptions(config, embedded),
    }),
  ],
  providers: [DatabaseHealth, DatabaseShutdown],
  exports: [DatabaseHealth],
})
export class DatabaseModule {}
