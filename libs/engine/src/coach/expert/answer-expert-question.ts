// The embedded AI training expert: answers a question from the person's own analysis with evidence-based rules,
// used when no language-model server is configured. Pure and deterministic: same question and context, same answer.
import { EXPERT_QUESTION_MAX_LENGTH } from '@fitness/contracts';
import type { CoachContext } from '../coach-context';
import { greetingAnswer, medicalAnswer, outOfScopeAnswer, redFlagAnswer } from './conversation-answers';
import { buildExpertProfile } from './expert-profile';
import type { ExpertTopic } from './expert-topics';
import { absAnswer, fatLossAnswer, fatLossDeadlineAnswer } from './fat-loss-answers';
import { classifyQuestion } from './intent-classifier';
import { muscleGainAnswer, muscleGroupAnswer, toningAnswer, workoutPlanAnswer } from './muscle-answers';
import { normaliseWords } from './normalise-question';
import {
  dietBodyTypeAnswer,
  hydrationAnswer,
  nutritionAnswer,
  proteinAnswer,
  supplementsAnswer,
} from './nutrition-answers';
import { cardioAnswer, plateauAnswer, postureAnswer, recoveryAnswer, sleepAnswer } from './lifestyle-answers';
import { readQuestionDetails } from './question-details';
import { bodyFatResultAnswer, fitnessAgeAnswer, fitnessScoreAnswer, percentilesAnswer } from './result-answers';
import type { TopicAnswer } from './topic-request';

export { EXPERT_TOPICS } from './expert-topics';
export type { ExpertTopic } from './expert-topics';

export interface ExpertAnswer {
  /** Plain text: short paragraphs separated by blank lines, list items on lines starting "- ". */
  answer: string;
  topic: ExpertTopic | 'out-of-scope';
}

const ANSWERS: Record<ExpertTopic, TopicAnswer> = {
  abs: absAnswer,
  'arm-growth': muscleGroupAnswer('arm-growth'),
  'leg-growth': muscleGroupAnswer('leg-growth'),
  'chest-growth': muscleGroupAnswer('chest-growth'),
  'back-growth': muscleGroupAnswer('back-growth'),
  'shoulder-growth': muscleGroupAnswer('shoulder-growth'),
  'fat-loss-deadline': fatLossDeadlineAnswer,
  'diet-body-type': dietBodyTypeAnswer,
  protein: proteinAnswer,
  supplements: supplementsAnswer,
  sleep: sleepAnswer,
  hydration: hydrationAnswer,
  cardio: cardioAnswer,
  recovery: recoveryAnswer,
  plateau: plateauAnswer,
  posture: postureAnswer,
  'body-fat-result': bodyFatResultAnswer,
  'fitness-age': fitnessAgeAnswer,
  'fitness-score': fitnessScoreAnswer,
  percentiles: percentilesAnswer,
  'fat-loss': fatLossAnswer,
  'muscle-gain': muscleGainAnswer,
  toning: toningAnswer,
  nutrition: nutritionAnswer,
  'workout-plan': workoutPlanAnswer,
  greeting: greetingAnswer,
};

/**
 * Answers one question about training or nutrition from the person's stats and stored analysis. Questions outside
 * that (other subjects, medication, diagnoses, pain or injury) get topic 'out-of-scope' and an answer saying so.
 * Throws EngineInputError when the stored stats are unusable, like analyze().
 */
export function answerExpertQuestion(question: string, context: CoachContext): ExpertAnswer {
  const text = question.slice(0, EXPERT_QUESTION_MAX_LENGTH);
  const profile = buildExpertProfile(context);
  const details = readQuestionDetails(text);
  const classification = classifyQuestion(text, details.deadlineDays !== undefined);
  switch (classification.kind) {
    case 'topic': {
      const answer = ANSWERS[classification.topic]({ profile, words: normaliseWords(text), details });
      return { answer, topic: classification.topic };
    }
    case 'red-flag':
      return { answer: redFlagAnswer(profile), topic: 'out-of-scope' };
    case 'medical':
      return { answer: medicalAnswer(profile), topic: 'out-of-scope' };
    case 'unknown':
      return { answer: outOfScopeAnswer(profile), topic: 'out-of-scope' };
  }
}
