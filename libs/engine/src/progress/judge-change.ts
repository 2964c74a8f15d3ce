// Is a change between two analyses real, or within the method's error? (issue 39)
//
// Method: the minimal detectable change at 95% confidence, MDC95 = 1.96 · √(SEM₁² + SEM₂²), which is the familiar
// 1.96 · √2 · SEM when both readings have the same error (Weir JP. Quantifying test-retest reliability using the
// intraclass correlation coefficient and the SEM. J Strength Cond Res 2005;19:231-240; Beckerman H et al. Smallest
// real difference, a link between reproducibility and responsiveness. Qual Life Res 2001;10:571-578). A change counts
// as real only when it is larger than that.
//
// Where each SEM comes from:
// - Body fat: each analysis's own stated 90% range (SD = half-width / 1.645). Treating the two errors as independent
//   is the cautious choice: the part of the model's error that a person keeps from one analysis to the next would
//   cancel, so the true error of the difference is smaller, and this rule may call a real change noise but never
//   the other way round.
// - Waist: the tape's or the photos' circumference error the body-fat model already assumes
//   (TAPE_CIRCUMFERENCE_SD_CM, PHOTO_CIRCUMFERENCE_SD_CM).
// - Weight: a scale reading moves with water, food and the time of day (WEIGHT_DAY_TO_DAY_SD_KG).

import { PHOTO_CIRCUMFERENCE_SD_CM, TAPE_CIRCUMFERENCE_SD_CM } from '../body-fat/assumptions';
import { sdFromRange } from '../body-fat/calibrated-range';

/** z for a two-sided 95% decision, as in MDC95. */
const Z_95 = 1.96;

/**
 * SD (kg) of a single weighing against the person's true weight that day: water, gut content and the time of day.
 * Assumed, at the cautious end of what day-to-day weighing shows (a few tenths of a kg to about 1 kg); it makes the
 * smallest real weight change about 2.2 kg.
 */
export const WEIGHT_DAY_TO_DAY_SD_KG = 0.8;

export type MeasurementSource = 'tape' | 'photo';

/** What one analysis says about the body, as the change rule needs it. */
export interface ProgressPoint {
  /** Absent for an analysis made before body fat carried its range: its change cannot be judged. */
  bodyFat?: { percent: number; range: { low: number; high: number } };
  weightKg: number;
  waist?: { cm: number; source: MeasurementSource };
  /** Whether the two photos were measured. */
  withPhotos: boolean;
}

export type ChangedQuantity = 'weight' | 'waist' | 'bodyFat';
export type NarrowingStep = 'tape-waist' | 'photos' | 'same-time-of-day';

export interface QuantityChange {
  quantity: ChangedQuantity;
  from: number;
  to: number;
  /** to − from: kg, cm or percentage points. */
  change: number;
  /** MDC95 for this pair of readings, same unit. */
  minimalDetectableChange: number;
  real: boolean;
}

export interface ChangeJudgement {
  /** 'real' when any quantity changed by more than its error; otherwise 'within-error'. */
  verdict: 'real' | 'within-error';
  changes: QuantityChange[];
  /** What would narrow the error next time, most useful first. */
  narrowWith: NarrowingStep[];
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function judged(quantity: ChangedQuantity, from: number, to: number, sem1: number, sem2: number): QuantityChange {
  const change = to - from;
  const minimalDetectableChange = Z_95 * Math.sqrt(sem1 ** 2 + sem2 ** 2);
  return {
    quantity,
    from,
    to,
    change: round(change, 1),
    minimalDetectableChange: round(minimalDetectableChange, 1),
    real: Math.abs(change) > minimalDetectableChange,
  };
}

const waistSd = (source: MeasurementSource) =>
  source === 'tape' ? TAPE_CIRCUMFERENCE_SD_CM : PHOTO_CIRCUMFERENCE_SD_CM;

/** Judges the change from `before` to `after` (two analyses of one person), quantity by quantity. */
export function judgeChange(before: ProgressPoint, after: ProgressPoint): ChangeJudgement {
  const changes: QuantityChange[] = [
    judged('weight', before.weightKg, after.weightKg, WEIGHT_DAY_TO_DAY_SD_KG, WEIGHT_DAY_TO_DAY_SD_KG),
  ];
  if (before.waist && after.waist) {
    changes.push(
      judged('waist', before.waist.cm, after.waist.cm, waistSd(before.waist.source), waistSd(after.waist.source)),
    );
  }
  if (before.bodyFat && after.bodyFat) {
    const { bodyFat: first } = before;
    const { bodyFat: second } = after;
    changes.push(judged('bodyFat', first.percent, second.percent, sdFromRange(first.range), sdFromRange(second.range)));
  }

  const narrowWith: NarrowingStep[] = [];
  if (after.waist?.source !== 'tape') narrowWith.push('tape-waist');
  if (!after.withPhotos) narrowWith.push('photos');
  narrowWith.push('same-time-of-day');

  return { verdict: changes.some((change) => change.real) ? 'real' : 'within-error', changes, narrowWith };
}
