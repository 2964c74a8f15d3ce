import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AiPlan, QuestionnaireAnswers } from '@fitness/contracts';
import type { CoachContext, WeeklyPlanRequest } from '@fitness/engine';
import { AiCoachPort, AiCoachUnavailableError } from './ai-coach.port';
import { AI_PLAN_JSON_SCHEMA, aiPlanProblems, withPlanDefaults } from './ai-plan-schema';
import { type ChatPrompt, expertPrompt, twelveWeekPlanPrompt, weeklyPlanPrompt } from './coach-prompts';

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
/** Twelve weeks of workouts, meals and check-ins as JSON. */
const TWELVE_WEEK_MAX_TOKENS = 16_000;
/** The plan is written in a job, not while someone waits on a request: a long answer may take minutes. */
const TWELVE_WEEK_TIMEOUT_MS = 180_000;

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

  /**
   * Structured output against the plan schema, checked here as well (servers differ in how strictly they follow a
   * schema); a failing answer gets one repair turn with the reasons, then the plan is refused.
   */
  async twelveWeekPlan(answers: QuestionnaireAnswers, context: CoachContext): Promise<AiPlan> {
    const prompt = twelveWeekPlanPrompt(answers, context);
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: prompt.system },
      { role: 'user', content: prompt.user },
    ];
    let problems: string[] = [];
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const reply = await this.completeMessages(messages, TWELVE_WEEK_MAX_TOKENS, 0.3, {
        timeout: TWELVE_WEEK_TIMEOUT_MS,
        responseFormat: {
          type: 'json_schema',
          json_schema: { name: 'twelve_week_plan', schema: AI_PLAN_JSON_SCHEMA as unknown as Record<string, unknown>, strict: false },
        },
      });
      const answer = parseJson(stripCodeFence(reply));
      const parsed = answer === undefined ? undefined : withPlanDefaults(answer);
      problems = parsed === undefined ? ['the answer is not JSON'] : aiPlanProblems(parsed);
      if (problems.length === 0) return { ...(parsed as AiPlan), about: { ...(parsed as AiPlan).about, generator: 'openai' } };
      messages.push(
        { role: 'assistant', content: reply },
        {
          role: 'user',
          content: `That JSON does not follow the schema:\n- ${problems.join('\n- ')}\nAnswer with the whole corrected JSON object only.`,
        },
      );
    }
    throw new AiCoachUnavailableError(`The model's plan failed the plan schema: ${problems.join('; ')}`);
  }

  private complete(prompt: ChatPrompt, maxTokens: number, temperature: number): Promise<string> {
    return this.completeMessages(
      [
        { role: 'system', content: prompt.system },
        { role: 'user', content: prompt.user },
      ],
      maxTokens,
      temperature,
    );
  }

  private async completeMessages(
    messages: ChatCompletionMessageParam[],
    maxTokens: number,
    temperature: number,
    options: { timeout?: number; responseFormat?: OpenAI.ChatCompletionCreateParams['response_format'] } = {},
  ): Promise<string> {
    let text: string | null | undefined;
    try {
      const completion = await this.client.chat.completions.create(
        {
          model: this.options.model,
          messages,
          max_tokens: maxTokens,
          temperature,
          ...(options.responseFormat ? { response_format: options.responseFormat } : {}),
        },
        options.timeout === undefined ? undefined : { timeout: options.timeout },
      );
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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Models often wrap HTML (or JSON) in a ``` fence despite being asked not to. */
function stripCodeFence(text: string): string {
  const fenced = /^```[a-z]*\s*\n([\s\S]*?)\n?```$/i.exec(text.trim());
  return fenced ? fenced[1] : text;
}
