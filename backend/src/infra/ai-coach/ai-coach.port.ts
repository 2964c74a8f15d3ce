import type { AiPlan, QuestionnaireAnswers } from '@fitness/contracts';
import type { CoachContext, WeeklyPlanRequest } from '@fitness/engine';

/** The language model could not answer (unreachable, timed out, refused, or answered nothing usable). */
export class AiCoachUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AiCoachUnavailableError';
  }
}

/**
 * The training expert and the weekly-plan writer. Built-in: the engine's deterministic expert and plan generator.
 * OpenAI: any OpenAI-compatible server (OpenAI, Ollama, vLLM), prompted with the person's analysis.
 */
export abstract class AiCoachPort {
  abstract readonly provider: 'built-in' | 'openai';

  /** A plain-text answer (short paragraphs, lists as "- " lines) grounded in this person's analysis. */
  abstract answerQuestion(question: string, context: CoachContext): Promise<string>;

  /** A one-week plan as HTML; the caller sanitizes it before it leaves the server. */
  abstract weeklyPlanHtml(request: WeeklyPlanRequest, context: CoachContext): Promise<string>;

  /**
   * The whole 12-week plan from the intake answers and the analysis. The model's answer is checked against the plan
   * schema (one repair attempt); one that still fails throws AiCoachUnavailableError.
   */
  abstract twelveWeekPlan(answers: QuestionnaireAnswers, context: CoachContext): Promise<AiPlan>;
}
