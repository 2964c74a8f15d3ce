// Key insights: each one built from this person's numbers, most useful first (the results page shows the first 5).
import type { PhotoCheckFailure } from '@fitness/contracts';
import { ACTIVITY_LEVEL_LABELS } from '@fitness/contracts';
import type { BodyFatEstimate } from '../body-fat/estimate-body-fat';
import { residualScale } from '../body-fat/calibrated-range';
import type { ModelSex } from '../body-fat/model-types';
import type { FitnessEstimate } from '../fitness/fitness-estimate';
import type { DailyEnergy } from '../energy/mifflin-st-jeor';
import { FITTED_BODY_FAT_PARAMETERS } from '../fitted-parameters.generated';
import type { ValidatedStats } from '../input/validate-stats';
import { formatThousands } from './format';

/** Waist-to-height ratio above which cardiometabolic risk rises (Ashwell, Gunn & Gibson 2012, Obes Rev 13:275). */
export const WAIST_TO_HEIGHT_THRESHOLD = 0.5;
/** Daily protein for resistance-training gains, g/kg (Morton et al. 2018, Br J Sports Med 52:376: plateau at 1.6). */
export const PROTEIN_G_PER_KG = 1.6;
/** Energy deficit and surplus used in the goal insight, kcal/day (conventional, moderate values: our choice). */
export const FAT_LOSS_DEFICIT_KCAL = 500;
export const MUSCLE_GAIN_SURPLUS_KCAL = 250;

export interface InsightInput {
  stats: ValidatedStats;
  bmi: number;
  bodyFat: BodyFatEstimate;
  bodyFatPercentile: number;
  ffmi: number;
  musclePercentile: number;
  referenceGroup: string;
  fitness: FitnessEstimate;
  energy: DailyEnergy;
  posture?: { deviationCm: number; score: number };
  symmetryMeasured: boolean;
  photoFailures: readonly PhotoCheckFailure[];
}

export function buildInsights(input: InsightInput): string[] {
  const { stats, bodyFat, fitness, energy } = input;
  const insights: string[] = [];
  const pct = (value: number) => `${value.toFixed(1)}%`;

  insights.push(
    `Your estimated body fat is ${pct(bodyFat.percent)} (90% range ${pct(bodyFat.range.low)}-${pct(bodyFat.range.high)}), ` +
      `${methodInWords(bodyFat)}; that is leaner than ${Math.round(input.bodyFatPercentile)}% of ${input.referenceGroup}.`,
  );

  if (stats.bfPercent !== undefined) {
    const selfStep = bodyFat.steps.find((step) => step.name === 'self-estimate');
    insights.push(
      `You estimated ${stats.bfPercent}% body fat; your measurements alone point to ${pct(bodyFat.beforeSelfEstimate.percent)}. ` +
        `Self-estimates are rough, so yours counts for ${Math.round((selfStep?.weight ?? 0) * 100)}% of the final ${pct(bodyFat.percent)}.`,
    );
  }

  if (input.photoFailures.length > 0) {
    const missing = [
      ...(bodyFat.method.startsWith('photos') ? [] : ['waist']),
      ...(input.posture ? [] : ['posture']),
      ...(input.symmetryMeasured ? [] : ['symmetry']),
    ];
    insights.push(
      `The photo check found ${input.photoFailures.length === 1 ? 'a problem' : `${input.photoFailures.length} problems`}: ` +
        input.photoFailures.map((failure) => failure.reason).join(' ') +
        (missing.length > 0 ? ` Retaking the photos would let us measure your ${joinWords(missing)}.` : ''),
    );
  }

  const fatKg = (stats.weightKg * bodyFat.percent) / 100;
  insights.push(
    `Of your ${stats.weightKg.toFixed(1)} kg, about ${fatKg.toFixed(1)} kg is fat and ${(stats.weightKg - fatKg).toFixed(1)} kg fat-free mass: ` +
      `a fat-free mass index of ${input.ffmi.toFixed(1)} kg/m², above ${Math.round(input.musclePercentile)}% of ${input.referenceGroup}.`,
  );

  const ageGap = Math.round(fitness.fitnessAge) - Math.round(stats.age);
  const years = (n: number) => `${n} year${n === 1 ? '' : 's'}`;
  insights.push(
    `Your estimated VO2max is ${fitness.vo2max.toFixed(1)} mL/kg/min, a fitness age of ${Math.round(fitness.fitnessAge)} against your ${Math.round(stats.age)}` +
      (ageGap === 0 ? '' : ageGap < 0 ? ` (${years(-ageGap)} younger)` : ` (${years(ageGap)} older)`) +
      `; an estimate without an exercise test is rough, with a 90% range of ${Math.round(fitness.fitnessAgeRange.low)}-${Math.round(fitness.fitnessAgeRange.high)}` +
      (fitness.restingHeartRateAssumed
        ? ' that assumes a typical resting heart rate of 70 bpm.'
        : ` using your resting heart rate of ${stats.restingHeartRate} bpm.`),
  );

  const waist = bodyFat.measurementsUsed.waist;
  if (waist) {
    const ratio = waist.valueCm / stats.heightCm;
    insights.push(
      `Your waist-to-height ratio is ${ratio.toFixed(2)} (waist ${waist.valueCm.toFixed(1)} cm from ${waist.source === 'photo' ? 'the photos' : 'your tape'}, height ${Math.round(stats.heightCm)} cm): ` +
        (ratio > WAIST_TO_HEIGHT_THRESHOLD
          ? `above ${WAIST_TO_HEIGHT_THRESHOLD}, the level linked with higher cardiometabolic risk; bringing the waist under ${Math.floor(stats.heightCm * WAIST_TO_HEIGHT_THRESHOLD)} cm would clear it.`
          : `under ${WAIST_TO_HEIGHT_THRESHOLD}, the level linked with higher cardiometabolic risk.`),
    );
  } else {
    const current = (bodyFat.beforeSelfEstimate.range.high - bodyFat.beforeSelfEstimate.range.low) / 2;
    const withWaist = halfWidthWithWaist(stats.gender, input.bmi);
    insights.push(
      `Measure your waist with a tape just above the top of the hip bone: at BMI ${input.bmi.toFixed(1)} it would narrow your body-fat range from about ±${current.toFixed(1)} to ±${withWaist.toFixed(1)} points, and sharpen your fitness age.`,
    );
  }

  const maintenance = energy.maintenanceKcal;
  const protein = PROTEIN_G_PER_KG * stats.weightKg;
  const activity = ACTIVITY_LEVEL_LABELS[stats.activityLevel].toLowerCase();
  const energyBase =
    `Being ${activity}, keeping ${stats.weightKg.toFixed(1)} kg takes about ${formatThousands(maintenance)} kcal a day ` +
    `(resting ${formatThousands(energy.restingKcal)} kcal × ${energy.activityFactor}, Mifflin-St Jeor)`;
  switch (stats.goal) {
    case 'lose_fat':
      insights.push(
        `${energyBase}. For fat loss, about ${formatThousands(maintenance - FAT_LOSS_DEFICIT_KCAL)} kcal a day with ${Math.round(protein)} g protein helps keep your ${(stats.weightKg - fatKg).toFixed(1)} kg of lean mass.`,
      );
      break;
    case 'build_muscle':
      insights.push(
        `${energyBase}. To build muscle, about ${formatThousands(maintenance + MUSCLE_GAIN_SURPLUS_KCAL)} kcal a day and ${Math.round(protein)} g protein (${PROTEIN_G_PER_KG} g/kg) support gains with little fat.`,
      );
      break;
    case 'get_toned':
    case 'general_fitness':
      insights.push(
        `${energyBase}; ${Math.round(protein)} g protein a day (${PROTEIN_G_PER_KG} g/kg) supports strength training.`,
      );
      break;
  }

  if (input.posture) {
    insights.push(
      `On your side photo, ear and shoulder sit ${input.posture.deviationCm.toFixed(1)} cm (RMS) off the vertical line through your hip, a posture score of ${Math.round(input.posture.score)}.`,
    );
  }

  insights.push(
    `Your BMI of ${input.bmi.toFixed(1)} falls in the WHO "${bmiClass(input.bmi)}" class, but BMI cannot tell fat from muscle: ` +
      `your ${fatKg.toFixed(1)} kg of fat (${pct(bodyFat.percent)}) is the number to track.`,
  );
  return insights;
}

/** WHO adult BMI classes (WHO Technical Report Series 894, 2000). */
function bmiClass(bmi: number): string {
  if (bmi < 18.5) return 'underweight';
  if (bmi < 25) return 'normal weight';
  if (bmi < 30) return 'overweight';
  return 'obese';
}

function joinWords(words: readonly string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

function methodInWords(bodyFat: BodyFatEstimate): string {
  const base = bodyFat.method.startsWith('photos')
    ? 'using the waist measured from your photos'
    : bodyFat.method.startsWith('stats+waist')
      ? 'using your waist measurement'
      : 'from your age, sex, height and weight';
  return `${base}, calibrated to DXA scans`;
}

/** Half-width of the 90% range the waist model gives at this BMI (it depends on BMI only, not on the waist). */
function halfWidthWithWaist(gender: ValidatedStats['gender'], bmi: number): number {
  const sexes: ModelSex[] = gender === 'other' ? ['male', 'female'] : [gender];
  const widths = sexes.map((sex) => {
    const calibration = FITTED_BODY_FAT_PARAMETERS.waist[sex].range;
    return ((calibration.upperQuantile - calibration.lowerQuantile) * residualScale(calibration, 1 / bmi)) / 2;
  });
  return Math.max(...widths);
}
