import type { ModuleMetadata } from '@nestjs/common';
import { LoggingModule } from './common/logging/logging.module';
import { ClockModule } from './common/clock';
import { RateLimitModule } from './common/http/rate-limit';
import type { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { FEATURE_MODULES } from './feature-modules';
import { AiCoachModule } from './infra/ai-coach/ai-coach.module';
import { EmailModule } from './infra/email/email.module';
import { PaymentProviderModule } from './infra/payments/payment-provider.module';
import { PdfModule } from './infra/pdf/pdf.module';
import type { ProcessRole } from './infra/queue/process-role';
import { QueueModule } from './infra/queue/queue.module';
import { StorageModule } from './infra/storage/storage.module';

/**
 * What the API and the worker process both run: the configuration, the database, every outside system's port, the
 * queues in this process's role, and the same feature modules, so a job runs the same services in either process.
 */
export function processModules(config: AppConfig, role: ProcessRole): NonNullable<ModuleMetadata['imports']> {
  return [
    AppConfigModule.forRoot(config),
    LoggingModule,
    DatabaseModule,
    StorageModule,
    AiCoachModule,
    ClockModule,
    EmailModule,
    PdfModule,
    PaymentProviderModule,
    // The feature modules' controllers carry rate-limit guards, which Nest builds in the worker too (without HTTP).
    RateLimitModule,
    QueueModule.forRoot(config, role),
    ...FEATURE_MODULES,
  ];
}
