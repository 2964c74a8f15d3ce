// Answers about the person's own analysis: body fat, fitness age, the fitness score and the percentile rankings.
import { percentileLabel } from '@fitness/contracts';
import { SCORE_WEIGHTS } from '../../analyze';
import { vo2maxPercentile } from '../../fitness/fitness-age';
import { ASSUMED_RESTING_HEART_RATE } from '../../fitness/hunt-vo2max';
import { WAIST_TO_HEIGHT_THRESHOLD } from '../../insights/insights';
import {
  composeAnswer,
  bodyFatWithRange,
  fitnessAgeWithRange,
  grams,
  kcal,
  mass,
  oneDecimal,
  ordinal,
  steps,
  ENERGY_ERROR,
} from './answer-format';
import { fitnessAgeAfterVo2Gain, healthyBodyFat } from './body-targets';
import {
  FAT_LOSS_DEFICIT_KCAL,
  MORTALITY_REDUCTION_PER_MET,
  ONE_MET_VO2,
  VO2MAX_TRAINING_GAIN,
  WHO_AEROBIC_MINUTES,
} from './expert-evidence';
import type { ExpertProfile } from './expert-profile';
import { averageOverSexes, peerGroup } from './expert-profile';
import type { TopicAnswer } from './topic-request';

function methodInWords(method: string | undefined): string {
  if (method?.startsWith('photos')) return 'from the waist measured on your photos';
  if (method?.startsWith('stats+waist')) return 'from your waist measurement, age, sex, height and weight';
  return 'from your age, sex, height and weight';
}

/** WHO adult BMI classes (WHO Technical Report Series 894, 2000). */
function bmiClass(bmi: number): string {
  if (bmi < 18.5) return 'underweight';
  if (bmi < 25) return 'normal weight';
  if (bmi < 30) return 'overweight';
  return 'obese';
}

export const bodyFatResultAnswer: TopicAnswer = ({ profile }) => {
  const { percent, low, high, method } = profile.bodyFat;
  const healthy = healthyBodyFat(profile);
  const where = percent < healthy.low ? 'below it' : percent > healthy.high ? 'above it' : 'within it';
  const bodyFatMetric = profile.percentiles.bodyFat.percentile;
  const narrowing = method?.startsWith('photos')
    ? 'Photos measured your waist, which already narrows the range; a tape measurement would tighten it a little more.'
    : method?.startsWith('stats+waist')
      ? 'Your waist measurement already narrows the range; adding front and side photos gives posture and symmetry scores too.'
      : 'To narrow the range, measure your waist with a tape just above your hip bones and add it to your stats, or upload photos.';
  return composeAnswer(
    `Your estimated body fat is ${oneDecimal(percent)}%, with a 90% range of ${oneDecimal(low)}-${oneDecimal(high)}%, worked out ${methodInWords(method)} and calibrated to DXA scans. A DXA scan could land anywhere in that range, so read it as a band, not a point.`,
    [
      `In weight: about ${mass(profile, profile.fatKg)} of fat and ${mass(profile, profile.leanKg)} of everything else (muscle, bone, organs, water).`,
      `Compared with others: the ${ordinal(bodyFatMetric)} percentile (${percentileLabel(bodyFatMetric).toLowerCase()}), leaner than ${Math.round(bodyFatMetric)}% of ${peerGroup(profile)}.`,
      `For health: a healthy range at your age is about ${Math.round(healthy.low)}-${Math.round(healthy.high)}%` +
        (profile.stats.gender === 'other' ? ' (the average of the ranges for men and women)' : '') +
        `, and you're ${where}.`,
      `Your BMI of ${oneDecimal(profile.bmi)} is in the WHO "${bmiClass(profile.bmi)}" class, but BMI can't tell fat from muscle.`,
    ],
    profile.waistCm !== undefined &&
      `Your waist-to-height ratio is ${(profile.waistCm / profile.stats.heightCm).toFixed(2)}; under ${WAIST_TO_HEIGHT_THRESHOLD} is the healthier side.`,
    narrowing,
  );
};

export const fitnessAgeAnswer: TopicAnswer = ({ profile }) => {
  const age = Math.round(profile.stats.age);
  const { vo2max, heartRateAssumed } = profile.fitness;
  const younger = fitnessAgeAfterVo2Gain(profile, VO2MAX_TRAINING_GAIN);
  const inputs = profile.waistCm !== undefined ? 'waist' : 'BMI';
  return composeAnswer(
    `Your fitness age is ${fitnessAgeWithRange(profile)} against your real age of ${age}. It is the age whose average fitness (VO2max, how much oxygen your body can use) matches your estimated ${vo2max === undefined ? 'VO2max' : `${oneDecimal(vo2max)} mL/kg/min`}, using the HUNT study's norms.`,
    `It comes from a model of your age, activity, ${inputs}` +
      (heartRateAssumed
        ? ` and an assumed resting heart rate of ${ASSUMED_RESTING_HEART_RATE.mean} bpm, not from an exercise test, hence the wide range. Adding your resting heart rate would narrow it.`
        : ' and resting heart rate, not from an exercise test, hence the range.'),
    'To lower it:',
    [
      `Cardio: ${WHO_AEROBIC_MINUTES.moderate.low}-${WHO_AEROBIC_MINUTES.moderate.high} minutes a week, including one interval session such as 4 rounds of 4 minutes hard.` +
        (younger === undefined
          ? ''
          : ` Endurance training raised VO2max by about ${VO2MAX_TRAINING_GAIN} mL/kg/min on average in trials: for you, a fitness age near ${Math.round(younger)}.`),
      `Every ${ONE_MET_VO2} mL/kg/min of extra fitness went with about ${Math.round(MORTALITY_REDUCTION_PER_MET * 100)}% lower risk of death from any cause in a large meta-analysis, so this number is worth moving.`,
      `Losing fat helps too, because the estimate uses your ${inputs}; ${bodyFatWithRange(profile)} is your starting point.`,
      `Walk ${steps(profile)} steps a day.`,
    ],
  );
};

/**
 * The cardio-fitness percentile that went into the overall ranking. The analysis states it in the overall
 * description; recomputing it from the stored (sex-averaged, rounded) VO2max is the fallback for older records.
 */
function fitnessPercentile(profile: ExpertProfile, vo2max: number): number {
  const stated = /estimated fitness \((\d+)\)/.exec(profile.percentiles.overall.description)?.[1];
  if (stated !== undefined) return Number(stated);
  return averageOverSexes(profile, (sex) => vo2maxPercentile(sex, profile.stats.age, vo2max));
}

interface ScorePart {
  name: string;
  /** Percentile, or for posture and symmetry a score on an assumed scale. */
  value: number;
  isPercentile: boolean;
  weight: number;
  tip: string;
}

function scoreParts(profile: ExpertProfile): ScorePart[] {
  const maintenance = profile.energy.maintenanceKcal;
  const parts: ScorePart[] = [
    {
      name: 'body fat',
      value: profile.percentiles.bodyFat.percentile,
      isPercentile: true,
      weight: SCORE_WEIGHTS.bodyFat,
      tip: `a ${FAT_LOSS_DEFICIT_KCAL} kcal daily deficit (about ${kcal(maintenance - FAT_LOSS_DEFICIT_KCAL)} a day, ${ENERGY_ERROR}) with ${grams(profile.proteinG)} of protein`,
    },
    {
      name: 'muscle',
      value: profile.percentiles.muscle.percentile,
      isPercentile: true,
      weight: SCORE_WEIGHTS.muscle,
      tip: `10+ hard sets per muscle a week and ${grams(profile.proteinG)} of protein a day`,
    },
  ];
  const vo2max = profile.fitness.vo2max;
  if (vo2max !== undefined) {
    parts.push({
      name: 'cardio fitness',
      value: fitnessPercentile(profile, vo2max),
      isPercentile: true,
      weight: SCORE_WEIGHTS.fitness,
      tip: `${WHO_AEROBIC_MINUTES.moderate.low}+ minutes of cardio a week, with one interval session`,
    });
  }
  if (profile.postureMeasured) {
    parts.push({
      name: 'posture',
      value: profile.percentiles.posture.percentile,
      isPercentile: false,
      weight: SCORE_WEIGHTS.posture,
      tip: 'upper-back work such as rows and face pulls, 10+ sets a week',
    });
  }
  if (profile.symmetryMeasured) {
    parts.push({
      name: 'symmetry',
      value: profile.symmetry,
      isPercentile: false,
      weight: SCORE_WEIGHTS.symmetry,
      tip: 'one-arm and one-leg exercises, starting each set with your weaker side',
    });
  }
  return parts;
}

/** The part where the same improvement adds most to the weighted score: its weight × its room to grow. */
function biggestLever(parts: readonly ScorePart[]): ScorePart {
  const gain = (part: ScorePart) => part.weight * (100 - part.value);
  return parts.reduce((best, part) => (gain(part) > gain(best) ? part : best));
}

function partLine(part: ScorePart): string {
  const name = `${part.name[0].toUpperCase()}${part.name.slice(1)}`;
  const label = percentileLabel(part.value).toLowerCase();
  return part.isPercentile
    ? `${name}: ${ordinal(part.value)} percentile (${label})`
    : `${name}: score ${Math.round(part.value)} (${label}, on an assumed scale)`;
}

export const fitnessScoreAnswer: TopicAnswer = ({ profile }) => {
  const parts = scoreParts(profile);
  const lever = biggestLever(parts);
  const pct = (weight: number) => `${Math.round(weight * 100)}%`;
  return composeAnswer(
    `Your fitness score is ${Math.round(profile.overallScore)} out of 100. It is a weighted mix of percentiles against ${peerGroup(profile)}: body fat ${pct(SCORE_WEIGHTS.bodyFat)}, estimated cardio fitness ${pct(SCORE_WEIGHTS.fitness)}, muscle ${pct(SCORE_WEIGHTS.muscle)}, and posture and symmetry ${pct(SCORE_WEIGHTS.posture)} each, counted only when your photos measured them.`,
    'Your parts:',
    parts.map(partLine),
    `Weighing each part's share against its room to grow, ${lever.name} is where effort moves your score most: ${lever.tip}.`,
    `Each part is an estimate (your body fat alone has a 90% range of ${oneDecimal(profile.bodyFat.low)}-${oneDecimal(profile.bodyFat.high)}%), so treat small changes in the score as noise and look at the trend over months.`,
  );
};

export const percentilesAnswer: TopicAnswer = ({ profile }) => {
  const metrics = profile.percentiles;
  const describe = (name: string, metric: { percentile: number; description: string }) =>
    `${name}: ${ordinal(metric.percentile)} percentile. ${metric.description}`;
  const lever = biggestLever(scoreParts(profile));
  return composeAnswer(
    `Your percentile rankings compare you with ${peerGroup(profile)}: 50 is the middle, higher is better.`,
    [
      describe('Body fat', metrics.bodyFat),
      describe('Muscle', metrics.muscle),
      profile.postureMeasured
        ? `Posture: score ${Math.round(metrics.posture.percentile)}. ${metrics.posture.description}`
        : `Posture: ${metrics.posture.description}`,
      describe('Overall', metrics.overall),
    ],
    `They rest on estimates (your body fat has a 90% range of ${oneDecimal(profile.bodyFat.low)}-${oneDecimal(profile.bodyFat.high)}%), so each ranking has a margin too. The biggest lever for your fitness score is ${lever.name}: ${lever.tip}.`,
  );
};
