import { ESTIMATION_PANEL_TEXTS, type AnalysisProvenance, type NumericRange } from '@fitness/contracts';

// The provenance the engine stores with an analysis (AnalysisProvenance in @fitness/contracts). The API types it as
// a free-form object and older analyses have none, so every part is read defensively.

export interface EstimationDetails {
  calibratedTo?: string;
  steps: string[];
  fitnessAgeRange?: NumericRange;
  fitnessEquation?: string;
  vo2max?: { estimate: number; range: NumericRange };
  bmi?: number;
  sources: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isRange = (value: unknown): value is NumericRange =>
  isRecord(value) && typeof value.low === 'number' && typeof value.high === 'number';
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export function readEstimationDetails(provenance: unknown): EstimationDetails | undefined {
  if (!isRecord(provenance)) return undefined;
  const bodyFat = isRecord(provenance.bodyFat) ? (provenance.bodyFat as Partial<AnalysisProvenance['bodyFat']>) : {};
  const fitness = isRecord(provenance.fitness) ? (provenance.fitness as Partial<AnalysisProvenance['fitness']>) : {};
  const body = isRecord(provenance.body) ? (provenance.body as Partial<NonNullable<AnalysisProvenance['body']>>) : {};
  const steps = Array.isArray(bodyFat.steps)
    ? bodyFat.steps.map((step: unknown) => (isRecord(step) ? step.description : undefined))
    : [];
  return {
    calibratedTo: typeof bodyFat.calibratedTo === 'string' ? bodyFat.calibratedTo : undefined,
    steps: strings(steps),
    fitnessAgeRange: isRange(fitness.fitnessAgeRange) ? fitness.fitnessAgeRange : undefined,
    fitnessEquation: typeof fitness.equation === 'string' ? fitness.equation : undefined,
    vo2max:
      typeof fitness.vo2max === 'number' && isRange(fitness.vo2maxRange)
        ? { estimate: fitness.vo2max, range: fitness.vo2maxRange }
        : undefined,
    bmi: typeof body.bmi === 'number' ? body.bmi : undefined,
    sources: strings(provenance.sources),
  };
}

/**
 * Whether the photos measured posture. Only a provenance that says it was not (an analysis without a usable side
 * photo) counts as unmeasured: an older analysis without provenance shows its posture as it always did.
 */
export function isPostureMeasured(provenance: unknown): boolean {
  if (!isRecord(provenance) || !isRecord(provenance.measured)) return true;
  return provenance.measured.posture !== false;
}

type MethodPart = keyof typeof ESTIMATION_PANEL_TEXTS.methodParts;
const BASES = ['stats+waist', 'stats', 'photos'] as const satisfies readonly MethodPart[];
const MODIFIERS = ['navy', 'athlete', 'guess'] as const satisfies readonly MethodPart[];

/**
 * A body-fat method code ('stats', 'stats+waist', 'photos', then '+navy', '+athlete', '+guess') in words; an
 * unknown code is shown as it is rather than guessed at.
 */
export function describeBodyFatMethod(code: string): string {
  const base = BASES.find((candidate) => code === candidate || code.startsWith(`${candidate}+`));
  if (!base) return code;
  const rest = code.slice(base.length).split('+').filter(Boolean);
  const modifiers = rest.map((part) => MODIFIERS.find((modifier) => modifier === part));
  if (modifiers.some((modifier) => modifier === undefined)) return code;
  const words = [base, ...(modifiers as MethodPart[])].map((part) => ESTIMATION_PANEL_TEXTS.methodParts[part]);
  return `${words.join(', ')}.`;
}
