// Texts of the progress section of the results page and of "Analyse again" (issue 39). Ours: the spec has no
// history. A change is said to be real only when the server's rule (MDC95, @fitness/engine judgeChange) says so;
// otherwise it is "within the method's error", never an improvement or a loss.

type ProgressQuantity = 'weight' | 'waist' | 'bodyFat';
type NarrowingStep = 'tape-waist' | 'photos' | 'same-time-of-day';

const QUANTITY_NAMES: Record<ProgressQuantity, string> = { weight: 'Weight', waist: 'Waist', bodyFat: 'Body fat' };
const QUANTITY_UNITS: Record<ProgressQuantity, string> = { weight: 'kg', waist: 'cm', bodyFat: 'points' };

/**
 * A date formatter made on first use, not when this module loads: making an Intl formatter loads its locale data
 * (about 30 ms on a fast machine, far more on a phone), and this module loads on every page, most of which never show
 * a date. In a CPU profile of /free-analysis, making the two at load took 15% of its scripts' main-thread time.
 */
function dateFormat(options: Intl.DateTimeFormatOptions): (iso: string) => string {
  let format: Intl.DateTimeFormat | undefined;
  // Day and short month as written in the UK ("3 Nov"), so no reader mistakes 3/11 for 11 March.
  return (iso) => (format ??= new Intl.DateTimeFormat('en-GB', options)).format(new Date(iso));
}

/** "3 Nov" */
export const shortDate = dateFormat({ day: 'numeric', month: 'short' });
/** "3 Nov 2026" */
export const longDate = dateFormat({ day: 'numeric', month: 'short', year: 'numeric' });

const oneDecimal = (value: number): string => (Math.round(value * 10) / 10).toFixed(1);

/** +1.2, −8.0 (a true minus sign), 0.0. */
export function signedOneDecimal(value: number): string {
  const text = oneDecimal(Math.abs(value));
  if (text === '0.0') return text;
  return `${value < 0 ? '−' : '+'}${text}`;
}

export const PROGRESS_TEXTS = {
  /** The section's heading and its in-page nav link. */
  title: 'Your Progress',
  intro: (count: number) => `Your ${count} analyses, oldest first.`,
  chart: {
    loading: 'Loading the progress chart…',
    panels: {
      bodyFat: 'Body fat (%)',
      weight: 'Weight (kg)',
      score: 'Fitness score (out of 100)',
      fitnessAge: 'Fitness age (years)',
    },
    rangeLegend: 'Shaded: the 90% range of the body-fat estimate',
    /** The SVG's aria-label: what the four small charts show, first to last. */
    summary: ({
      count,
      from,
      to,
      bodyFat,
      weight,
      score,
      fitnessAge,
    }: {
      count: number;
      from: string;
      to: string;
      bodyFat: [number, number];
      weight: [number, number];
      score: [number, number];
      fitnessAge: [number, number];
    }) =>
      `Progress chart of ${count} analyses from ${from} to ${to}: body fat from ${bodyFat[0]}% to ${bodyFat[1]}%, ` +
      `weight from ${oneDecimal(weight[0])} kg to ${oneDecimal(weight[1])} kg, fitness score from ${score[0]} to ` +
      `${score[1]}, fitness age from ${fitnessAge[0]} to ${fitnessAge[1]}. Every value is in the table below.`,
  },
  table: {
    caption: 'Every analysis, oldest first',
    /** The scrolling region around the table on a narrow screen. */
    regionLabel: 'Your analyses (table, scrolls sideways)',
    columns: {
      date: 'Date',
      bodyFat: 'Body fat (90% range)',
      weight: 'Weight',
      waist: 'Waist',
      score: 'Fitness score',
      fitnessAge: 'Fitness age',
    },
    bodyFat: (percent: number, range?: { low: number; high: number }) =>
      range ? `${percent}% (${range.low}–${range.high}%)` : `${percent}%`,
    weight: (kg: number) => `${oneDecimal(kg)} kg`,
    waist: (cm?: number) => (cm === undefined ? 'Not measured' : `${oneDecimal(cm)} cm`),
    score: (score: number) => `${score} / 100`,
    fitnessAge: (age: number) => `${age}`,
  },
  verdicts: {
    heading: 'Is the change real?',
    intro:
      'Every estimate has an error. A change counts as real only when it is larger than the error of the two ' +
      'readings together (95% confidence).',
    sincePrevious: (date: string) => `Since your previous analysis (${date})`,
    sinceFirst: (date: string) => `Since your first analysis (${date})`,
    /** The comparison as a whole: real when any quantity changed beyond its error. */
    overall: (verdict: 'real' | 'within-error') =>
      verdict === 'real' ? 'Overall: a real change' : "Overall: within the method's error",
    /** "Weight: −8.0 kg since 3 Nov, a real change (beyond ±2.8 kg)" */
    change: ({
      quantity,
      change,
      minimalDetectableChange,
      real,
      since,
    }: {
      quantity: ProgressQuantity;
      change: number;
      minimalDetectableChange: number;
      real: boolean;
      since: string;
    }) => {
      const unit = QUANTITY_UNITS[quantity];
      const error = `±${oneDecimal(minimalDetectableChange)} ${unit}`;
      const judged = real ? `a real change (beyond ${error})` : `within the method's error (${error})`;
      return `${QUANTITY_NAMES[quantity]}: ${signedOneDecimal(change)} ${unit} since ${since}, ${judged}`;
    },
    narrowIntro: 'To narrow the error next time:',
    narrowWith: {
      'tape-waist': 'measure your waist with a tape',
      photos: 'add the two photos',
      'same-time-of-day': 'analyse at the same time of day, before eating',
    } satisfies Record<NarrowingStep, string>,
  },
  analyseAgain: {
    action: 'Analyse again',
    hint: 'Your last answers are filled in; the new analysis is added to your progress.',
  },
  /** The email step of /free-analysis when "Analyse again" brought the person along. */
  knownPerson: {
    intro: 'Your new analysis is saved with your earlier ones.',
    sameEmail: 'The same email as your last analysis',
    change: 'Use a different email',
  },
} as const;
