/**
 * What the terms a visitor may not know mean, shown in a tooltip on the term (issue 36; spec §9 gives tooltips a
 * 700 ms delay and a 300 ms skip delay: TIMINGS_MS.tooltipDelay and tooltipSkipDelay).
 */
export const TERM_HINTS = {
  fitnessAge:
    'The age at which a typical person has your estimated cardio fitness (VO2max). Younger than your age means fitter than average for it.',
  percentile:
    'How you compare with people of your sex and age: the 60th percentile means you rank above 60 of every 100 of them.',
  fatFreeMassIndex:
    'Muscle development is ranked by fat-free mass index: your weight without fat, in kg, divided by your height in metres squared.',
  vo2max:
    'VO2max: the most oxygen your body can use during hard exercise, per kg of body weight per minute. It is the usual measure of cardio fitness.',
  bmi: 'Body mass index: your weight in kg divided by your height in metres squared. It cannot tell fat from muscle.',
  rir: 'Reps in reserve: how many more clean reps you could still have done when you stopped the set. 2 RIR means about two left.',
  rpe: 'Rate of perceived exertion, from 1 to 10: how hard the effort felt. 10 is all you had; 7 is hard but with a few reps or minutes to spare.',
} as const;

/** A term as it appears in text the engine writes, and its tooltip. */
export interface GlossaryEntry {
  /** Matches the term as a whole word; not global, so `String.search` finds its first appearance. */
  pattern: RegExp;
  hint: string;
}

/** The terms explained wherever they appear in insights and plans (TextWithTerms in @fitness/ui/antd). */
export const GLOSSARY: readonly GlossaryEntry[] = [
  { pattern: /\bBMI\b/, hint: TERM_HINTS.bmi },
  { pattern: /\bVO2max\b/, hint: TERM_HINTS.vo2max },
  { pattern: /\bFFMI\b|\bfat-free mass index\b/i, hint: TERM_HINTS.fatFreeMassIndex },
  { pattern: /\bRIR\b/, hint: TERM_HINTS.rir },
  { pattern: /\bRPE\b/, hint: TERM_HINTS.rpe },
];
