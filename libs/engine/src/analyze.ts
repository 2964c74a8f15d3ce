// analyze(): the whole analysis for one person. Pure and deterministic: same input, same result; no I/O.
import type {
  AnalysisProvenance,
  AnalysisResults,
  Gender,
  Measurement,
  PercentileMetric,
  PhotoScan,
  UserStats,
} from '@fitness/contracts';
import { percentileLabel, STATS_LIMITS } from '@fitness/contracts';
import type { CircumferenceSite } from './body-fat/estimate-body-fat';
import { estimateBodyFat } from './body-fat/estimate-body-fat';
import { bodyMassIndex } from './body-fat/model-features';
import type { ModelSex } from './body-fat/model-types';
import { ENGINE_VERSION } from './engine-version';
import { dailyEnergyNeeds } from './energy/mifflin-st-jeor';
import { fitnessAgeFor, vo2maxPercentile } from './fitness/fitness-age';
import { estimateVo2max, huntActivityIndex } from './fitness/hunt-vo2max';
import type { ValidatedStats } from './input/validate-stats';
import { validateStats } from './input/validate-stats';
import type { FitnessEstimate } from './fitness/fitness-estimate';
import { buildInsights } from './insights/insights';
import { clamp, roundTo } from './numeric/descriptive';
import { Z_90 } from './numeric/normal-distribution';
import {
  bodyFatPercentile,
  compositePercentile,
  fatFreeMassIndex,
  musclePercentile,
  postureDeviationCm,
  postureScore,
  symmetryScore,
} from './scores/body-scores';
import { SOURCES } from './sources';

export interface EngineInput {
  stats: UserStats;
  /** Measurements from the photos (@fitness/body-scan), when photos were given. */
  photoScan?: PhotoScan;
}

export interface EngineResult extends AnalysisResults {
  bodyFatRange: { low: number; high: number };
  bodyFatMethod: string;
  measurements: Partial<Record<CircumferenceSite, Measurement>>;
  notes: string[];
  provenance: AnalysisProvenance;
}

/** Shown for posture and symmetry when they were not measured: the population midpoint, by construction. */
export const NOT_MEASURED_SCORE = 50;

/**
 * Weights of the fitness score (overallScore), our choice: body fat and cardiorespiratory fitness carry most
 * health information, lean mass next; posture and symmetry count only when measured.
 */
export const SCORE_WEIGHTS = { bodyFat: 0.3, fitness: 0.3, muscle: 0.2, posture: 0.1, symmetry: 0.1 } as const;

/** Runs the analysis. Throws EngineInputError (field + message) for unusable stats. */
export function analyze(input: EngineInput): EngineResult {
  const stats = validateStats(input.stats);
  const photoScan = input.photoScan;
  // Each step adds what the user should know about it, in this order: photos, body fat, fitness, posture, symmetry.
  const notes: string[] = photoScan ? photoScan.failures.map((failure) => failure.reason) : [];
  const body = measureBody(stats, photoScan, notes);
  const fitness = estimateFitness(stats, body.bmi, body.circumferences.waist?.valueCm);
  if (fitness.restingHeartRateAssumed) {
    notes.push(
      'Resting heart rate not given: fitness age assumes a typical 70 beats per minute, so its range is wider. Add it to narrow it.',
    );
  }
  const scores = scoreBody(stats, body, fitness, photoScan, notes);
  const energy = dailyEnergyNeeds(
    { sex: stats.gender, age: stats.age, heightCm: stats.heightCm, weightKg: stats.weightKg },
    stats.activityLevel,
  );
  const group = referenceGroup(stats.gender, stats.age);

  const insights = buildInsights({
    stats,
    bmi: body.bmi,
    bodyFat: body.bodyFat,
    bodyFatPercentile: scores.bodyFatPct,
    ffmi: body.ffmi,
    musclePercentile: scores.musclePct,
    referenceGroup: group,
    fitness,
    energy,
    posture: scores.posture ? { deviationCm: postureDeviationCm(scores.posture), score: scores.postureValue } : undefined,
    symmetryMeasured: scores.asymmetry !== undefined,
    photoFailures: photoScan?.failures ?? [],
  });

  return {
    overallScore: Math.round(scores.overallScore),
    bodyFatPercentage: roundTo(body.bodyFat.percent, 1),
    fitnessAge: Math.round(fitness.fitnessAge),
    percentileRank: Math.round(scores.overallPct),
    muscleBalance: Math.round(scores.muscleBalance),
    symmetry: Math.round(scores.symmetryValue),
    insights,
    percentileMetrics: describePercentiles(body, fitness, scores, group),
    bodyFatRange: roundRange(body.bodyFat.range),
    bodyFatMethod: body.bodyFat.method,
    measurements: body.bodyFat.measurementsUsed,
    notes,
    provenance: provenanceOf(body, fitness, scores, energy),
  };
}

type BodyFatEstimate = ReturnType<typeof estimateBodyFat>;
type EnergyNeeds = ReturnType<typeof dailyEnergyNeeds>;

/** Body size and composition: the circumferences used (tape or photos), body fat, BMI and fat-free mass index. */
interface BodyMeasures {
  circumferences: ReturnType<typeof chooseCircumferences>;
  bodyFat: BodyFatEstimate;
  bmi: number;
  ffmi: number;
}

function measureBody(stats: ValidatedStats, photoScan: PhotoScan | undefined, notes: string[]): BodyMeasures {
  const circumferences = chooseCircumferences(stats, photoScan, notes);
  const bodyFat = estimateBodyFat({
    sex: stats.gender,
    age: stats.age,
    heightCm: stats.heightCm,
    weightKg: stats.weightKg,
    circumferences,
    selfEstimatePercent: stats.bfPercent,
    athleteLevel: stats.athleteLevel,
  });
  notes.push(...bodyFat.notes);
  if (photoScan && circumferences.waist?.source !== 'photo' && stats.waistCm === undefined) {
    notes.push('The photos gave no usable waist, so body fat was estimated without photo measurements.');
  }
  const bmi = bodyMassIndex(stats.heightCm, stats.weightKg);
  return { circumferences, bodyFat, bmi, ffmi: fatFreeMassIndex(stats.heightCm, stats.weightKg, bodyFat.percent) };
}

/** The percentiles and scores shown on the results page; posture and symmetry only when the photos measured them. */
interface BodyScores {
  bodyFatPct: number;
  musclePct: number;
  posture: PhotoScan['posture'];
  postureValue: number;
  asymmetry: PhotoScan['asymmetry'];
  symmetryValue: number;
  muscleBalance: number;
  overallPct: number;
  overallScore: number;
}

function scoreBody(
  stats: ValidatedStats,
  body: BodyMeasures,
  fitness: FitnessEstimate,
  photoScan: PhotoScan | undefined,
  notes: string[],
): BodyScores {
  const bodyFatPct = bodyFatPercentile(stats.gender, stats.age, body.bodyFat.percent);
  const musclePct = musclePercentile(stats.gender, stats.age, body.ffmi);

  const posture = photoScan?.posture;
  const postureValue = posture ? postureScore(posture) : NOT_MEASURED_SCORE;
  if (!posture) notes.push('Posture was not measured (no usable side photo).');
  const asymmetry = photoScan?.asymmetry;
  const symmetryValue = asymmetry !== undefined ? symmetryScore(asymmetry) : NOT_MEASURED_SCORE;
  if (asymmetry === undefined) notes.push('Left/right symmetry was not measured (no usable front photo).');
  // Muscle balance: lean mass for size, and left/right balance when the front photo measured it.
  const muscleBalance = asymmetry !== undefined ? (musclePct + symmetryValue) / 2 : musclePct;

  const components = [bodyFatPct, musclePct, fitness.percentile, ...(posture ? [postureValue] : [])];
  const weighted: [number, number][] = [
    [SCORE_WEIGHTS.bodyFat, bodyFatPct],
    [SCORE_WEIGHTS.fitness, fitness.percentile],
    [SCORE_WEIGHTS.muscle, musclePct],
    ...(posture ? [[SCORE_WEIGHTS.posture, postureValue] as [number, number]] : []),
    ...(asymmetry !== undefined ? [[SCORE_WEIGHTS.symmetry, symmetryValue] as [number, number]] : []),
  ];
  const overallScore = weighted.reduce((sum, [w, v]) => sum + w * v, 0) / weighted.reduce((sum, [w]) => sum + w, 0);
  return {
    bodyFatPct,
    musclePct,
    posture,
    postureValue,
    asymmetry,
    symmetryValue,
    muscleBalance,
    overallPct: compositePercentile(components),
    overallScore,
  };
}

/** Each percentile with the sentence that says what it compares. */
function describePercentiles(
  body: BodyMeasures,
  fitness: FitnessEstimate,
  scores: BodyScores,
  group: string,
): AnalysisResults['percentileMetrics'] {
  const { bodyFatPct, musclePct, posture, postureValue, overallPct } = scores;
  return {
    bodyFat: metric(bodyFatPct, `leaner than ${Math.round(bodyFatPct)}% of ${group} (DXA scans, NHANES 2017-2018).`),
    muscle: metric(
      musclePct,
      `fat-free mass index ${body.ffmi.toFixed(1)} kg/m², above ${Math.round(musclePct)}% of ${group} (DXA scans, NHANES 2017-2018).`,
    ),
    posture: posture
      ? metric(
          postureValue,
          `ear and shoulder sit ${postureDeviationCm(posture).toFixed(1)} cm (RMS) off the vertical line through your hip on the side photo. Scored on an assumed scale, not against a measured population.`,
        )
      : {
          percentile: NOT_MEASURED_SCORE,
          description: `Not measured: no usable side photo. Shown at ${NOT_MEASURED_SCORE}, the midpoint, and left out of your overall ranking.`,
        },
    overall: metric(
      overallPct,
      `combines body fat (${Math.round(bodyFatPct)}), muscle (${Math.round(musclePct)}) and estimated fitness (${Math.round(fitness.percentile)})${
        posture ? ` and posture (${Math.round(postureValue)})` : ''
      } percentiles.`,
    ),
  };
}

/** How each figure was reached, rounded as shown: methods, intermediate steps, what was measured and the sources. */
function provenanceOf(
  body: BodyMeasures,
  fitness: FitnessEstimate,
  scores: BodyScores,
  energy: EnergyNeeds,
): AnalysisProvenance {
  const { bodyFat } = body;
  return {
    engineVersion: ENGINE_VERSION,
    bodyFat: {
      method: bodyFat.method,
      calibratedTo: bodyFat.calibratedTo,
      beforeSelfEstimate: {
        percent: roundTo(bodyFat.beforeSelfEstimate.percent, 1),
        range: roundRange(bodyFat.beforeSelfEstimate.range),
      },
      steps: bodyFat.steps.map((step) => ({
        ...step,
        percent: roundTo(step.percent, 2),
        range: { low: roundTo(step.range.low, 2), high: roundTo(step.range.high, 2) },
        ...(step.weight === undefined ? {} : { weight: roundTo(step.weight, 3) }),
      })),
    },
    fitness: {
      vo2max: roundTo(fitness.vo2max, 1),
      vo2maxRange: roundRange(fitness.vo2maxRange),
      fitnessAgeRange: { low: Math.round(fitness.fitnessAgeRange.low), high: Math.round(fitness.fitnessAgeRange.high) },
      equation: `Nes et al. 2011 HUNT, ${fitness.equation} equation`,
      restingHeartRate: fitness.restingHeartRateAssumed ? 'assumed' : 'measured',
      activityIndex: roundTo(fitness.activityIndex, 2),
    },
    body: { bmi: roundTo(body.bmi, 1), ffmi: roundTo(body.ffmi, 1) },
    energy: {
      restingKcal: Math.round(energy.restingKcal),
      activityFactor: energy.activityFactor,
      maintenanceKcal: Math.round(energy.maintenanceKcal),
    },
    measured: {
      bodyFatFromPhotos: bodyFat.method.startsWith('photos'),
      posture: scores.posture !== undefined,
      symmetry: scores.asymmetry !== undefined,
      restingHeartRate: !fitness.restingHeartRateAssumed,
    },
    sources: Object.values(SOURCES),
  };
}

function metric(percentile: number, detail: string): PercentileMetric {
  const rounded = Math.round(percentile);
  return { percentile: rounded, description: `${percentileLabel(rounded)}: ${detail}` };
}

function roundRange(range: { low: number; high: number }) {
  return { low: roundTo(range.low, 1), high: roundTo(range.high, 1) };
}

/** Who the percentiles compare with, in words. The DXA norms cover ages 20-59. */
function referenceGroup(gender: Gender, age: number): string {
  const people = gender === 'male' ? 'men' : gender === 'female' ? 'women' : 'men and women (averaged)';
  if (age < 20) return `${people} aged 20 (the youngest in the reference data)`;
  if (age > 59) return `${people} aged 59 (the oldest in the reference data)`;
  return `${people} aged ${Math.round(age)}`;
}

/** Tape measurements win over photo ones; photo values outside human ranges are dropped with a note. */
function chooseCircumferences(
  stats: ValidatedStats,
  photoScan: PhotoScan | undefined,
  notes: string[],
): Partial<Record<CircumferenceSite, Measurement>> {
  const tape: Record<CircumferenceSite, number | undefined> = {
    waist: stats.waistCm,
    neck: stats.neckCm,
    hip: stats.hipCm,
  };
  const limits = { waist: STATS_LIMITS.waistCm, neck: STATS_LIMITS.neckCm, hip: STATS_LIMITS.hipCm };
  const chosen: Partial<Record<CircumferenceSite, Measurement>> = {};
  for (const site of ['waist', 'neck', 'hip'] as const) {
    const photoValue = photoScan?.circumferencesCm[site];
    const tapeValue = tape[site];
    const photoUsable =
      photoValue !== undefined &&
      Number.isFinite(photoValue) &&
      photoValue >= limits[site].min &&
      photoValue <= limits[site].max;
    if (photoValue !== undefined && !photoUsable) {
      notes.push(
        `The ${site} measured from the photos (${String(photoValue)} cm) is outside human ranges and was not used.`,
      );
    }
    if (tapeValue !== undefined) {
      chosen[site] = { valueCm: tapeValue, source: 'tape' };
      if (photoUsable) {
        notes.push(
          `Your tape ${site} (${tapeValue} cm) was used rather than the photo estimate (${photoValue.toFixed(1)} cm).`,
        );
      }
    } else if (photoUsable) {
      chosen[site] = { valueCm: roundTo(photoValue, 1), source: 'photo' };
    }
  }
  return chosen;
}

/** HUNT VO2max and fitness age; for gender 'other' the male and female equations and norms are averaged. */
function estimateFitness(stats: ValidatedStats, bmi: number, waistCm: number | undefined): FitnessEstimate {
  const activityIndex = huntActivityIndex(stats.activityLevel, stats.athleteLevel);
  const sexes: ModelSex[] = stats.gender === 'other' ? ['male', 'female'] : [stats.gender];
  const perSex = sexes.map((sex) => {
    const estimate = estimateVo2max({
      sex,
      age: stats.age,
      bmi,
      waistCm,
      restingHeartRate: stats.restingHeartRate,
      activityIndex,
    });
    const high = estimate.vo2max + Z_90 * estimate.sd;
    const low = estimate.vo2max - Z_90 * estimate.sd;
    return {
      estimate,
      fitnessAge: fitnessAgeFor(sex, estimate.vo2max),
      // A higher VO2max means a younger fitness age.
      fitnessAgeRange: { low: fitnessAgeFor(sex, high), high: fitnessAgeFor(sex, low) },
      vo2maxRange: { low: Math.max(0, low), high },
      percentile: vo2maxPercentile(sex, stats.age, estimate.vo2max),
    };
  });
  const average = (pick: (item: (typeof perSex)[number]) => number) =>
    perSex.reduce((sum, item) => sum + pick(item), 0) / perSex.length;
  return {
    vo2max: average((item) => item.estimate.vo2max),
    vo2maxRange: {
      low: Math.min(...perSex.map((i) => i.vo2maxRange.low)),
      high: Math.max(...perSex.map((i) => i.vo2maxRange.high)),
    },
    fitnessAge: clamp(
      average((item) => item.fitnessAge),
      20,
      90,
    ),
    fitnessAgeRange: {
      low: Math.min(...perSex.map((i) => i.fitnessAgeRange.low)),
      high: Math.max(...perSex.map((i) => i.fitnessAgeRange.high)),
    },
    percentile: average((item) => item.percentile),
    equation: perSex[0].estimate.equation,
    restingHeartRateAssumed: perSex[0].estimate.restingHeartRateAssumed,
    activityIndex,
  };
}
