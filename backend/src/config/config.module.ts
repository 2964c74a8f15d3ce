import { type DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from './app-config';

/** Provides the one validated AppConfig to every module (inject `AppConfig`). */
@Module({})
export class AppConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: AppConfigModule, global: true, providers: [{ provide: AppConfig, useValue: config }], exports: [AppConfig] };
  }
}
