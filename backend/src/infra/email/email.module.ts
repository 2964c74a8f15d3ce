import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { EmailPort } from './email.port';
import { OutboxEmailAdapter, SmtpEmailAdapter } from './nodemailer-email.adapter';

export function createEmailPort(config: AppConfig): EmailPort {
  switch (config.emailTransport) {
    case 'smtp':
      // AppConfig selects 'smtp' only when SMTP_URL is set.
      return new SmtpEmailAdapter(config.SMTP_URL ?? '', config.EMAIL_FROM);
    case 'outbox':
      return new OutboxEmailAdapter(config.emailOutboxDir, config.EMAIL_FROM);
  }
}

@Global()
@Module({
  providers: [{ provide: EmailPort, inject: [AppConfig], useFactory: createEmailPort }],
  exports: [EmailPort],
})
export class EmailModule {}
