import OpenAI from 'openai';
import type { CoachContext, WeeklyPlanRequest } from '@fitness/engine';
import { AiCoachPort, AiCoachUnavailableError } from './ai-coach.port';
import { type ChatPrompt, expertPrompt, weeklyPlanPrompt } from './coach-prompts';

export interface OpenAiCoachOptions {
  apiKey: string;
  /** Any OpenAI-compatible endpoint (OpenAI when unset; Ollama, vLLM, a local fake in tests). */
  baseURL?: string;
  model: string;
  /** The page promises about 30 seconds; give up a little before the browser would. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 25_000;
/** Room for a full week of workouts or meals in HTML. */
const PLAN_MAX_TOKENS = 3000;
const ANSWER_MAX_TOKENS = 600;

/** Talks to an OpenAI-compatible chat-completions server with the `openai` SDK. */
export class OpenAiCoach extends AiCoachPort {
  readonly provider = 'openai' as const;
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiCoachOptions) {
    super();
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      maxRetries: 1,
    });
  }

  answerQuestion(question: string, context: CoachContext): Promise<string> {
    return this.complete(expertPrompt(question, context), ANSWER_MAX_TOKENS, 0.4);
  }

  async weeklyPlanHtml(request: WeeklyPlanRequest, context: CoachContext): Promise<string> {
    return stripCodeFence(await this.complete(weeklyPlanPrompt(request, context), PLAN_MAX_TOKENS, 0.3));
  }

  private async complete(prompt: ChatPrompt, maxTokens: number, temperature: number): Promise<string> {
    let text: string | null | undefined;
    try {
      const completion = await this.client.chat.completions.create({
        model: this.options.model,
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
        max_tokens: maxTokens,
        temperature,
      });
      text = completion.choices[0]?.message?.content;
    } catch (error) {
      throw new AiCoachUnavailableError('The language model did not answer', { cause: error });
    }
    if (text === null || text === undefined || text.trim() === '') {
      throw new AiCoachUnavailableError('The language model answered with no text');
    }
    return text.trim();
  }
}

/** Models often wrap HTML in a ```html fence despite being asked not to. */
function stripCodeFence(text: string): string {
  const fenced = /^```[a-z]*\s*\n([\s\S]*?)\n?```$/i.exec(text.trim());
  return fenced ? fenced[1] : text;
}
