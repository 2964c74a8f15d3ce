// The body-fat estimate: a model calibrated to DXA, then, where available, Navy circumference evidence, an athlete
// shift and the user's own guess, each step recorded with its effect on the estimate and its 90% range.
import type { AthleteLevel, Gender, Measurement } from '@fitness/contracts';
import { FITTED_BODY_FAT_PARAMETERS } from '../fitted-parameters.generated';
import { clamp } from '../numeric/descriptive';
import {
  ATHLETE_SHIFT_FACTOR_WITH_WAIST,
  ATHLETE_SHIFT_POINTS,
  NAVY_ERROR_CORRELATION,
  NAVY_SD_VS_DXA,
  PHOTO_CIRCUMFERENCE_SD_CM,
  PLAUSIBLE_BODY_FAT,
  SELF_ESTIMATE_SD,
  TAPE_CIRCUMFERENCE_SD_CM,
} from './assumptions';
import { correlatedCombination, gaussianPosterior } from './blending';
import type { PercentRange } from './calibrated-range';
import { calibratedRange, sdFromRange, widenRange } from './calibrated-range';
import { predictBodyFat } from './linear-model';
import { bodyMassIndex, rawModelInputs } from './model-features';
import type { BodyFatModelKind, BodyFatParameters, ModelSex } from './model-types';
import { navy1984 } from './published-formulas';

export type CircumferenceSite = 'waist' | 'neck' | 'hip';

export interface BodyFatInput {
  sex: Gender;
  age: number;
  heightCm: number;
  weightKg: number;
  /** Circumferences with their source. The waist is taken at the iliac crest (NHANES). */
  circumferences?: Partial<Record<CircumferenceSite, Measurement>>;
  /** The user's own guess (spec: bfPercent), blended, never echoed. */
  selfEstimatePercent?: number;
  athleteLevel?: AthleteLevel;
}

export type BodyFatBaseMethod = 'stats' | 'stats+waist' | 'photos';
/** Base model, then what else shaped the estimate: Navy equation, athlete shift, the user's guess. */
export type BodyFatMethod = `${BodyFatBaseMethod}${'' | '+navy'}${'' | '+athlete'}${'' | '+guess'}`;

export type BodyFatStepName =
  'model' | 'measurement-error' | 'navy' | 'athlete-shift' | 'sex-average' | 'self-estimate';

export interface BodyFatStep {
  name: BodyFatStepName;
  /** Which sex-specific pipeline it belongs to (gender 'other' runs both), when it is sex-specific. */
  sex?: ModelSex;
  description: string;
  /** Estimate and range after this step. */
  percent: number;
  range: PercentRange;
  /** Weight of the new evidence in a blend, when the step is a blend. */
  weight?: number;
}

export interface BodyFatEstimate {
  percent: number;
  /** 90% range. */
  range: PercentRange;
  method: BodyFatMethod;
  /** Estimate and range before the user's guess was blended in (equal to the final ones without a guess). */
  beforeSelfEstimate: { percent: number; range: PercentRange };
  /** Circumferences that entered the estimate, with their source. */
  measurementsUsed: Partial<Record<CircumferenceSite, Measurement>>;
  steps: BodyFatStep[];
  notes: string[];
  /** Reference method every number here is calibrated to. */
  calibratedTo: string;
}

const CALIBRATED_TO = 'whole-body DXA (NHANES 2017-2018)';

interface SexEstimate {
  percent: number;
  range: PercentRange;
  usedNavy: boolean;
  shifted: boolean;
  steps: BodyFatStep[];
}

export interface EstimateOptions {
  /** Fitted parameters; the committed ones by default (the evaluation passes fold-trained ones). */
  parameters?: BodyFatParameters;
  /** SD of a tape waist against a trained examiner; the evaluation sets 0 because NHANES examiners took its waists. */
  tapeCircumferenceSdCm?: number;
}

export function estimateBodyFat(input: BodyFatInput, options: EstimateOptions = {}): BodyFatEstimate {
  const parameters = options.parameters ?? FITTED_BODY_FAT_PARAMETERS;
  const tapeSd = options.tapeCircumferenceSdCm ?? TAPE_CIRCUMFERENCE_SD_CM;
  const notes: string[] = [];
  const circumferences = input.circumferences ?? {};
  const waist = circumferences.waist;
  const navyInputs = navyMeasurements(input.sex, circumferences, notes);

  const sexes: ModelSex[] = input.sex === 'other' ? ['male', 'female'] : [input.sex];
  const perSex = sexes.map((sex) => estimateForSex(sex, input, waist, navyInputs, parameters, tapeSd));
  const steps = perSex.flatMap((estimate) => estimate.steps);

  let percent: number;
  let range: PercentRange;
  if (perSex.length === 1) {
    ({ percent, range } = perSex[0]);
  } else {
    // Gender 'other': the sex-specific models disagree by about 10 points at the same body, and we cannot know which
    // applies, so the estimate is their average and the range spans both ranges.
    percent = (perSex[0].percent + perSex[1].percent) / 2;
    range = {
      low: Math.min(perSex[0].range.low, perSex[1].range.low),
      high: Math.max(perSex[0].range.high, perSex[1].range.high),
    };
    steps.push({
      name: 'sex-average',
      description: 'Average of the male and female estimates; the range covers both ranges.',
      percent,
      range,
    });
    notes.push(
      'Body-fat equations are sex-specific; for gender "other" we average the male and female estimates and widen the range to cover both.',
    );
  }
  const beforeSelfEstimate = { percent, range };

  let blendedGuess = false;
  if (input.selfEstimatePercent !== undefined) {
    const priorSd = sdFromRange(range);
    const posterior = gaussianPosterior(
      { mean: percent, sd: priorSd },
      { mean: input.selfEstimatePercent, sd: SELF_ESTIMATE_SD },
    );
    range = rescaleRange(range, percent, posterior.mean, posterior.sd / priorSd);
    percent = posterior.mean;
    blendedGuess = true;
    steps.push({
      name: 'self-estimate',
      description: `Your guess of ${input.selfEstimatePercent}% blended as a noisy reading (assumed SD ${SELF_ESTIMATE_SD} points): weight ${Math.round(posterior.observationWeight * 100)}%.`,
      percent,
      range,
      weight: posterior.observationWeight,
    });
  }

  const base: BodyFatBaseMethod = waist === undefined ? 'stats' : waist.source === 'photo' ? 'photos' : 'stats+waist';
  const method =
    `${base}${perSex.some((e) => e.usedNavy) ? '+navy' : ''}${perSex.some((e) => e.shifted) ? '+athlete' : ''}${
      blendedGuess ? '+guess' : ''
    }` as BodyFatMethod;

  const measurementsUsed: BodyFatEstimate['measurementsUsed'] = {};
  if (waist) measurementsUsed.waist = waist;
  if (perSex.some((e) => e.usedNavy) && navyInputs) {
    measurementsUsed.neck = navyInputs.neck;
    if (navyInputs.hip && perSex.some((e, i) => e.usedNavy && sexes[i] === 'female'))
      measurementsUsed.hip = navyInputs.hip;
  }
  if (waist === undefined) {
    notes.push(
      'No waist measurement: estimated from age, sex, height and weight only, which cannot tell muscle from fat.',
    );
  }

  return {
    percent: clamp(percent, PLAUSIBLE_BODY_FAT.min, PLAUSIBLE_BODY_FAT.max),
    range: clampRange(range),
    method,
    beforeSelfEstimate: {
      percent: clamp(beforeSelfEstimate.percent, PLAUSIBLE_BODY_FAT.min, PLAUSIBLE_BODY_FAT.max),
      range: clampRange(beforeSelfEstimate.range),
    },
    measurementsUsed,
    steps,
    notes,
    calibratedTo: CALIBRATED_TO,
  };
}

interface NavyMeasurements {
  neck: Measurement;
  hip?: Measurement;
}

function navyMeasurements(
  gender: Gender,
  circumferences: Partial<Record<CircumferenceSite, Measurement>>,
  notes: string[],
): NavyMeasurements | undefined {
  const { waist, neck, hip } = circumferences;
  if (neck === undefined) {
    if (hip !== undefined)
      notes.push('Hip was not used: the only validated hip equation (US Navy, women) also needs the neck.');
    return undefined;
  }
  if (waist === undefined) {
    notes.push('Neck was not used: the US Navy equation also needs the waist.');
    return undefined;
  }
  if (gender === 'female' && hip === undefined) {
    notes.push('Neck was not used: the US Navy equation for women also needs the hip.');
    return undefined;
  }
  if (gender === 'male' && hip !== undefined)
    notes.push('Hip was not used: the US Navy equation for men has no hip term.');
  return { neck, hip };
}

function estimateForSex(
  sex: ModelSex,
  input: BodyFatInput,
  waist: Measurement | undefined,
  navyInputs: NavyMeasurements | undefined,
  parameters: BodyFatParameters,
  tapeSd: number,
): SexEstimate {
  const steps: BodyFatStep[] = [];
  const kind: BodyFatModelKind = waist === undefined ? 'stats' : 'waist';
  const model = parameters[kind][sex];
  const measures = { age: input.age, heightCm: input.heightCm, weightKg: input.weightKg, waistCm: waist?.valueCm };
  const inverseBmi = 1 / bodyMassIndex(input.heightCm, input.weightKg);
  const prediction = predictBodyFat(model, rawModelInputs(kind, measures));
  let percent = prediction.percent;
  // Outside the calibration data the range widens in proportion to how far outside (box widths summed).
  let range = calibratedRange(model.range, percent, inverseBmi, 1 + prediction.extrapolation);
  steps.push({
    name: 'model',
    sex,
    description:
      `${kind === 'stats' ? 'Age, sex, height and weight' : 'Age, sex, height, weight and waist'} model calibrated to DXA` +
      (prediction.extrapolation > 0
        ? '; your numbers lie outside the calibration data, so the range is widened.'
        : '.'),
    percent,
    range,
  });

  const waistSd = waist === undefined ? 0 : waist.source === 'photo' ? PHOTO_CIRCUMFERENCE_SD_CM : tapeSd;
  if (waist !== undefined && waistSd > 0) {
    // The calibration used examiner-measured waists; a self-taken tape or a photo adds error through the waist slope.
    const slope = waistSlope(model, measures);
    range = widenRange(range, percent, Math.abs(slope) * waistSd);
    steps.push({
      name: 'measurement-error',
      sex,
      description: `Waist from ${waist.source === 'photo' ? 'the photos' : 'your tape'}: assumed SD ${waistSd} cm at ${slope.toFixed(2)} points per cm.`,
      percent,
      range,
    });
  }

  let usedNavy = false;
  if (navyInputs !== undefined && waist !== undefined) {
    const navy = navy1984({
      sex,
      heightCm: input.heightCm,
      waistCm: waist.valueCm,
      neckCm: navyInputs.neck.valueCm,
      hipCm: navyInputs.hip?.valueCm,
    });
    if (navy !== undefined && navy >= PLAUSIBLE_BODY_FAT.min && navy <= PLAUSIBLE_BODY_FAT.max) {
      const modelSd = sdFromRange(range);
      const combined = correlatedCombination(
        { mean: percent, sd: modelSd },
        { mean: navy, sd: NAVY_SD_VS_DXA },
        NAVY_ERROR_CORRELATION,
      );
      range = rescaleRange(range, percent, combined.mean, combined.sd / modelSd);
      percent = combined.mean;
      usedNavy = true;
      steps.push({
        name: 'navy',
        sex,
        description: `US Navy equation gave ${navy.toFixed(1)}%; blended with assumed SD ${NAVY_SD_VS_DXA} points and error correlation ${NAVY_ERROR_CORRELATION}: weight ${Math.round(combined.secondWeight * 100)}%.`,
        percent,
        range,
        weight: combined.secondWeight,
      });
    }
  }

  let shifted = false;
  const level = input.athleteLevel;
  if (level !== undefined && ATHLETE_SHIFT_POINTS[level] !== 0) {
    const shift = ATHLETE_SHIFT_POINTS[level] * (kind === 'waist' ? ATHLETE_SHIFT_FACTOR_WITH_WAIST : 1);
    // The level is self-reported: move the estimate, but keep the unshifted one inside the range.
    range = { low: range.low + shift, high: range.high };
    percent += shift;
    shifted = true;
    steps.push({
      name: 'athlete-shift',
      sex,
      description: `Fitness level "${level}": ${shift} points, since weight-based estimates overstate fat in trained people.`,
      percent,
      range,
    });
  }
  return { percent, range, usedNavy, shifted, steps };
}

/** Change in the model's estimate per cm of waist, at this person's numbers. */
function waistSlope(
  model: BodyFatParameters['waist'][ModelSex],
  measures: { age: number; heightCm: number; weightKg: number; waistCm?: number },
): number {
  const waistCm = measures.waistCm ?? 0;
  const at = (cm: number) => predictBodyFat(model, rawModelInputs('waist', { ...measures, waistCm: cm })).percent;
  return (at(waistCm + 0.5) - at(waistCm - 0.5)) / 1;
}

/** Moves a range to a new centre and scales its two sides, keeping its asymmetry. */
function rescaleRange(range: PercentRange, oldCentre: number, newCentre: number, factor: number): PercentRange {
  return { low: newCentre - (oldCentre - range.low) * factor, high: newCentre + (range.high - oldCentre) * factor };
}

function clampRange(range: PercentRange): PercentRange {
  return {
    low: clamp(range.low, PLAUSIBLE_BODY_FAT.min, PLAUSIBLE_BODY_FAT.max),
    high: clamp(range.high, PLAUSIBLE_BODY_FAT.min, PLAUSIBLE_BODY_FAT.max),
  };
}
