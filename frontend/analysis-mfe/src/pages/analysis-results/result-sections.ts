import { ANALYSIS_PAGE_TEXTS, PROGRESS_TEXTS } from '@fitness/contracts';

const { sections } = ANALYSIS_PAGE_TEXTS;

/** The in-page sections of spec §2, in order: each is a nav anchor and a focusable <section>. */
export const RESULT_SECTIONS = [
  { id: 'overview', label: sections.overview },
  // Ours (issue 39): only there for a person with two or more analyses (see hasProgress).
  { id: 'progress', label: PROGRESS_TEXTS.title },
  { id: 'ask-expert', label: sections.askExpert },
  { id: 'percentiles', label: sections.percentiles },
  { id: 'insights', label: sections.insights },
  { id: 'workout-plan', label: sections.workoutPlan },
  { id: 'diet-plan', label: sections.dietPlan },
] as const;

export type ResultSectionId = (typeof RESULT_SECTIONS)[number]['id'];

export function sectionLabel(id: ResultSectionId): string {
  return RESULT_SECTIONS.find((section) => section.id === id)!.label;
}

/** Progress over time needs a second analysis to compare with. */
export function hasProgress(history: { entries: readonly unknown[] } | undefined): boolean {
  return history !== undefined && history.entries.length >= 2;
}
