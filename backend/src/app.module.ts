import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './config/app-config';
import { HealthModule } from './health/health.module';
import { processModules } from './process-modules';

/** The API process: what the worker runs too (process-modules.ts), plus the health endpoints. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: AppModule, imports: [...processModules(config, 'api'), HealthModule] };
  }
}
