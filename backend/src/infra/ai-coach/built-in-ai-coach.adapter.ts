import type { AiPlan, QuestionnaireAnswers } from '@fitness/contracts';
import {
  answerExpertQuestion,
  type CoachContext,
  generateTwelveWeekPlan,
  generateWeeklyPlanHtml,
  type WeeklyPlanRequest,
} from '@fitness/engine';
import { AiCoachPort } from './ai-coach.port';

/** The embedded default: deterministic answers and plans from the engine, no network. */
export class BuiltInAiCoach extends AiCoachPort {
  readonly provider = 'built-in' as const;

  answerQuestion(question: string, context: CoachContext): Promise<string> {
    return Promise.resolve(answerExpertQuestion(question, context).answer);
  }

  weeklyPlanHtml(request: WeeklyPlanRequest, context: CoachContext): Promise<string> {
    return Promise.resolve(generateWeeklyPlanHtml(request, context));
  }

  twelveWeekPlan(answers: QuestionnaireAnswers, context: CoachContext): Promise<AiPlan> {
    return Promise.resolve(generateTwelveWeekPlan(answers, context));
  }
}
