import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { AiCoachPort } from './ai-coach.port';
import { BuiltInAiCoach } from './built-in-ai-coach.adapter';
import { OpenAiCoach } from './openai-ai-coach.adapter';

function createAiCoach(config: AppConfig): AiCoachPort {
  switch (config.aiProvider) {
    case 'built-in':
      return new BuiltInAiCoach();
    case 'openai':
      return new OpenAiCoach({
        apiKey: config.OPENAI_API_KEY!,
        baseURL: config.OPENAI_BASE_URL,
        model: config.OPENAI_MODEL,
      });
  }
}

@Global()
@Module({
  providers: [{ provide: AiCoachPort, inject: [AppConfig], useFactory: createAiCoach }],
  exports: [AiCoachPort],
})
export class AiCoachModule {}
