import {
  QUESTIONNAIRE_LIST_FIELDS,
  QUESTIONNAIRE_REQUIRED_FIELDS,
  type QuestionnaireAnswers,
} from '@fitness/contracts';

/** The wizard's answers while they are being given: every field may still be empty. */
export type DraftAnswers = Partial<Record<keyof QuestionnaireAnswers, unknown>> & {
  dietaryRestrictions?: NonNullable<QuestionnaireAnswers['dietaryRestrictions']>;
};

export const EMPTY_ANSWERS: DraftAnswers = { dietaryRestrictions: [] };

function answered(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return value !== undefined && value !== null;
}

/** Spec §5: a step is complete when its required fields are filled (step 6 needs none; 7 only payment). */
export function isStepComplete(step: number, answers: DraftAnswers): boolean {
  const required = QUESTIONNAIRE_REQUIRED_FIELDS[step] ?? [];
  return required.every((field) => answered(answers[field as keyof DraftAnswers]));
}

/** Multi-select toggling (spec §5): adds the value, or removes it when it is already chosen. */
export function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/**
 * The whole answers object as spec §3 sends it: text trimmed, unanswered optional choices left out, and the list
 * fields that have no input sent empty.
 */
export function toSubmission(answers: DraftAnswers, analysisId: string | undefined): QuestionnaireAnswers & Record<string, unknown> {
  const cleaned: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(answers)) {
    if (typeof value === 'string') {
      if (value.trim() !== '') cleaned[key] = value.trim();
    } else if (value !== undefined && value !== null) {
      cleaned[key] = value;
    }
  }
  for (const field of QUESTIONNAIRE_LIST_FIELDS) cleaned[field] = [];
  return { ...(analysisId ? { analysisId } : {}), ...cleaned } as QuestionnaireAnswers & Record<string, unknown>;
}
