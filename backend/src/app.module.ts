import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/config.module';
import { LoggingModule } from './common/logging/logging.module';
import { DatabaseModule } from './database/database.module';
import { FEATURE_MODULES } from './feature-modules';
import { HealthModule } from './health/health.module';
import { QueueModule } from './infra/queue/queue.module';
import { StorageModule } from './infra/storage/storage.module';
import { AiCoachModule } from './infra/ai-coach/ai-coach.module';
import { EmailModule } from './infra/email/email.module';
import { PdfModule } from './infra/pdf/pdf.module';
import { ClockModule } from './common/clock';
import { PaymentProviderModule } from './infra/payments/payment-provider.module';
import { RateLimitModule } from './common/http/rate-limit';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggingModule,
        DatabaseModule,
        StorageModule,
        AiCoachModule,
        ClockModule,
        EmailModule,
        PdfModule,
        PaymentProviderModule,
        RateLimitModule,
        QueueModule.forRoot(config, 'api'),
        ...FEATURE_MODULES,
        HealthModule,
      ],
    };
  }
}
