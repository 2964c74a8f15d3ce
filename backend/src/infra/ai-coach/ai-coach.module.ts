import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { AiCoachPort } from './ai-coach.port';
import { BuiltInAiCoach } from './built-in-ai-coach.adapter';

// The OpenAI adapter (and SDK) is imported only when chosen, like every outside service's.
async function createAiCoach(config: AppConfig): Promise<AiCoachPort> {
  switch (config.aiProvider) {
    case 'built-in':
      return new BuiltInAiCoach();
    case 'openai': {
      const { OpenAiCoach } = await import('./openai-ai-coach.adapter.js');
      return new OpenAiCoach({
        apiKey: config.OPENAI_API_KEY!,
        baseURL: config.OPENAI_BASE_URL,
        model: config.OPENAI_MODEL,
      });
    }
  }
}

@Global()
@Module({
  providers: [{ provide: AiCoachPort, inject: [AppConfig], useFactory: createAiCoach }],
  exports: [AiCoachPort],
})
export class AiCoachModule {}
