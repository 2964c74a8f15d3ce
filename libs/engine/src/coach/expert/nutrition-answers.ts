// Answers about food and drink: calories and macros, "diet for my body type", protein, supplements and water.
// Somatotypes come from Sheldon's 1940 constitutional psychology; no trial supports eating "for your type".
// DIETFITS (Gardner et al. 2018, JAMA 319:667): healthy low-fat and low-carb diets lost similar weight over 12 months,
// and neither genotype nor insulin secretion predicted who did better. Blood-type diets: benefits seen were
// unrelated to blood type (Wang et al. 2014, PLoS One 9:e84749). Time-restricted eating alone did not add weight
// loss (Lowe et al. 2020, JAMA Intern Med 180:1491). Coffee in moderate amounts hydrates like water (Killer,
// Blannin & Jeukendrup 2014, PLoS One 9:e84154). Urine colour tracks hydration (Armstrong et al. 1994, IJSN 4:265).
// Creatine's early 1-2 kg weight gain is mostly water (Kreider et al. 2017, JISSN 14:18).
// Protein in foods: USDA FoodData Central (cooked chicken breast ~31 g/100 g, plain Greek yogurt ~10 g/100 g,
// large egg ~6 g, cooked lentils ~9 g/100 g).
import { ACTIVITY_LEVEL_LABELS } from '@fitness/contracts';
import { formatThousands } from '../../insights/format';
import {
  composeAnswer,
  bodyFatWithRange,
  grams,
  kcal,
  mass,
  massRange,
  oneDecimal,
  ENERGY_ERROR,
  ENERGY_ERROR_PERCENT,
} from './answer-format';
import type { DailyTarget } from './body-targets';
import { dailyTarget, goalInWords, macrosFor, weeklyFatLossKg, weeklyGainKg } from './body-targets';
import {
  CAFFEINE_MAX_MG_PER_DAY,
  CAFFEINE_MG_PER_KG,
  CREATINE_G_PER_DAY,
  FAT_ENERGY_SHARE,
  FAT_LOSS_DEFICIT_KCAL,
  MUSCLE_GAIN_SURPLUS_KCAL,
  PROTEIN_G_PER_KG,
  PROTEIN_G_PER_KG_PER_MEAL,
  PROTEIN_G_PER_KG_UPPER,
  PROTEIN_MEALS_PER_DAY,
  REHYDRATION_L_PER_KG_LOST,
  SWEAT_LOSS_LIMIT_SHARE,
  VITAMIN_D_IU,
  WATER_BEFORE_MEALS_ML,
  WATER_L_PER_DAY,
  WATER_SHARE_FROM_DRINKS,
} from './expert-evidence';
import type { ExpertProfile } from './expert-profile';
import { averageOverSexes } from './expert-profile';
import { containsCue } from './intent-classifier';
import type { TopicAnswer } from './topic-request';

function targetReason(profile: ExpertProfile, target: DailyTarget): string {
  const maintenance = kcal(profile.energy.maintenanceKcal);
  switch (target.reason) {
    case 'deficit':
      return `your maintenance of ${maintenance} minus ${FAT_LOSS_DEFICIT_KCAL}`;
    case 'surplus':
      return `your maintenance of ${maintenance} plus ${MUSCLE_GAIN_SURPLUS_KCAL}`;
    case 'maintenance':
      return 'your maintenance';
  }
}

function macroLines(profile: ExpertProfile, target: DailyTarget): string[] {
  const macros = macrosFor(profile, target.kcal);
  return [
    `Protein: ${grams(macros.proteinG)} (${PROTEIN_G_PER_KG} g/kg).`,
    `Fat: about ${grams(macros.fatG)} (${Math.round(FAT_ENERGY_SHARE.planned * 100)}% of energy; anywhere from ${Math.round(FAT_ENERGY_SHARE.low * 100)}-${Math.round(FAT_ENERGY_SHARE.high * 100)}% is fine).`,
    `Carbohydrate: the rest, about ${grams(macros.carbG)}, mostly from whole grains, fruit, vegetables and pulses, with at least ${grams(macros.fibreG)} of fibre.`,
  ];
}

function expectedTrend(profile: ExpertProfile): string {
  switch (profile.stats.goal) {
    case 'lose_fat': {
      const loss = weeklyFatLossKg(profile);
      return `down about ${massRange(profile, loss.low, loss.high)} a week`;
    }
    case 'build_muscle': {
      const gain = weeklyGainKg(profile);
      return `up about ${massRange(profile, gain.low, gain.high)} a week`;
    }
    case 'get_toned':
    case 'general_fitness':
      return 'steady';
  }
}

export const nutritionAnswer: TopicAnswer = ({ profile, words }) => {
  const target = dailyTarget(profile);
  const { energy } = profile;
  const dietStyle = ['keto', 'carb', 'fasting', 'intermittent'].some((cue) => containsCue(words, `${cue}*`));
  return composeAnswer(
    `To keep your ${mass(profile, profile.stats.weightKg)} you need about ${kcal(energy.maintenanceKcal)} a day: resting ${kcal(energy.restingKcal)} × ${energy.activityFactor} for being ${ACTIVITY_LEVEL_LABELS[profile.stats.activityLevel].toLowerCase()} (Mifflin-St Jeor, usually within about ${ENERGY_ERROR_PERCENT} of measured). For your goal (${goalInWords(profile)}), aim for about ${kcal(target.kcal)} a day, ${targetReason(profile, target)}:`,
    macroLines(profile, target),
    `Over ${PROTEIN_MEALS_PER_DAY} meals that's about ${kcal(target.kcal / PROTEIN_MEALS_PER_DAY)} and ${grams(profile.proteinG / PROTEIN_MEALS_PER_DAY)} of protein each: a portion of lean meat, fish, eggs, dairy or tofu, a portion of starchy food, and half the plate vegetables.`,
    dietStyle &&
      "Low-carb, low-fat and fasting schedules all work when they help you eat that amount, and no better when they don't; in a year-long trial low-fat and low-carb diets lost similar weight.",
    `Check it against reality: weigh yourself most mornings, and if the weekly average isn't ${expectedTrend(profile)} after 2-3 weeks, move your intake by 100-200 kcal.`,
  );
};

export const dietBodyTypeAnswer: TopicAnswer = ({ profile, words }) => {
  const target = dailyTarget(profile);
  return composeAnswer(
    'Honest answer: body types (ectomorph, mesomorph, endomorph) come from a 1940s theory about physique and personality. They describe a shape, not how your body handles food, and no trial shows that eating "for your type" works better. Even diets matched to genes or insulin levels did no better than others in a large year-long trial.' +
      (containsCue(words, 'blood type') ? ' The same goes for blood-type diets.' : ''),
    `What does matter is your goal (${goalInWords(profile)}) and your numbers. With ${bodyFatWithRange(profile)} and an estimated maintenance of ${kcal(profile.energy.maintenanceKcal)} (${ENERGY_ERROR}), aim for about ${kcal(target.kcal)} a day:`,
    macroLines(profile, target),
    'Choose the carb-to-fat balance you enjoy and can keep: sticking with a diet predicts results far better than its label.',
  );
};

export const proteinAnswer: TopicAnswer = ({ profile }) => {
  const W = profile.stats.weightKg;
  const perMeal = PROTEIN_G_PER_KG_PER_MEAL * W;
  return composeAnswer(
    `Aim for about ${grams(profile.proteinG)} of protein a day: ${PROTEIN_G_PER_KG} g per kg of your ${mass(profile, W)}. In a meta-analysis of 49 trials, extra protein stopped adding muscle at about that level; going up to ${PROTEIN_G_PER_KG_UPPER} g/kg (${grams(profile.proteinUpperG)}) is safe and may help a little more, especially while dieting.`,
    profile.bmi >= 30 &&
      `Those trials were mostly in people of average weight; with a BMI of ${oneDecimal(profile.bmi)}, there's no need to go above ${grams(profile.proteinG)}.`,
    `Spread it over ${PROTEIN_MEALS_PER_DAY} meals of about ${grams(perMeal)} each (${PROTEIN_G_PER_KG_PER_MEAL} g/kg per meal). Roughly what ${grams(perMeal)} looks like:`,
    [
      `${grams((perMeal / 31) * 100)} of cooked chicken breast`,
      `${grams((perMeal / 10) * 100)} of plain Greek yogurt`,
      `${Math.round(perMeal / 6)} large eggs`,
      `${grams((perMeal / 9) * 100)} of cooked lentils (plant foods need bigger portions)`,
    ],
    'A protein shake is simply food in powder form: handy when meals fall short, not needed otherwise.',
  );
};

type SupplementKey = 'creatine' | 'caffeine' | 'protein' | 'vitaminD';

export const supplementsAnswer: TopicAnswer = ({ profile, words }) => {
  const W = profile.stats.weightKg;
  const caffeineLow = Math.min(CAFFEINE_MAX_MG_PER_DAY, CAFFEINE_MG_PER_KG.low * W);
  const caffeineHigh = Math.min(CAFFEINE_MAX_MG_PER_DAY, CAFFEINE_MG_PER_KG.high * W);
  const vitaminD = profile.stats.age > 70 ? VITAMIN_D_IU.over70 : VITAMIN_D_IU.upTo70;
  const items: Record<SupplementKey, string> = {
    creatine: `Creatine monohydrate, ${CREATINE_G_PER_DAY.low}-${CREATINE_G_PER_DAY.high} g a day at any time: the best-supported supplement for strength and muscle. Expect the scale to rise 1-2 kg at first, mostly water stored in muscle.`,
    caffeine:
      `Caffeine, ${CAFFEINE_MG_PER_KG.low}-${CAFFEINE_MG_PER_KG.high} mg/kg about an hour before training: ${Math.round(caffeineLow)}-${Math.round(caffeineHigh)} mg for you` +
      (CAFFEINE_MG_PER_KG.high * W > CAFFEINE_MAX_MG_PER_DAY
        ? `, capped at the ${CAFFEINE_MAX_MG_PER_DAY} mg a day that is safe for healthy adults`
        : '') +
      '. Start at the low end, and not late in the day.',
    protein: `Protein powder: just convenient food. Use it only if meals don't reach your ${grams(profile.proteinG)} a day.`,
    vitaminD: `Vitamin D: ${vitaminD} IU a day covers most people your age, mainly in winter or with little sun. Take more only if a blood test shows you're low, and not over ${formatThousands(VITAMIN_D_IU.upperLimit)} IU without medical advice.`,
  };
  const asked: SupplementKey[] = [];
  if (containsCue(words, 'creatine')) asked.push('creatine');
  if (['caffeine', 'coffee', 'pre workout', 'preworkout'].some((cue) => containsCue(words, cue)))
    asked.push('caffeine');
  if (['protein', 'whey', 'shake', 'casein'].some((cue) => containsCue(words, cue))) asked.push('protein');
  if (containsCue(words, 'vitamin*')) asked.push('vitaminD');
  const strong = (['creatine', 'caffeine', 'protein'] as const).filter((key) => !asked.includes(key));
  return composeAnswer(
    `Food, training and sleep do most of the work; supplements add a little on top. By strength of evidence, for your ${mass(profile, W)}:`,
    asked.length > 0 && asked.map((key) => items[key]),
    strong.length > 0 && (asked.length > 0 ? 'Also well supported:' : 'Well supported:'),
    strong.map((key) => items[key]),
    !asked.includes('vitaminD') && 'Useful only if you are low:',
    !asked.includes('vitaminD') && [items.vitaminD],
    'Weak or no evidence: BCAAs when you already eat enough protein, fat burners, testosterone boosters and detox teas.',
    'If you take medication, are pregnant, or have a heart or kidney condition, check with your doctor first.',
  );
};

export const hydrationAnswer: TopicAnswer = ({ profile }) => {
  const W = profile.stats.weightKg;
  const total = averageOverSexes(profile, (sex) => WATER_L_PER_DAY[sex]);
  const goal = profile.stats.goal;
  return composeAnswer(
    `Adults need about ${oneDecimal(total)} litres of water a day in total, and about three quarters of it comes from drinks: roughly ${oneDecimal(total * WATER_SHARE_FROM_DRINKS)} litres, more on training days and in heat. These are population averages; sweat rates vary a lot between people.`,
    [
      `Training: losing more than ${Math.round(SWEAT_LOSS_LIMIT_SHARE * 100)}% of body weight in sweat, ${mass(profile, SWEAT_LOSS_LIMIT_SHARE * W)} for you, starts to hurt endurance. Weigh yourself before and after a long session and drink about ${REHYDRATION_L_PER_KG_LOST} litres for each kg lost.`,
      'Quick check: pale-yellow urine means you are fine; dark yellow means drink more.',
      'Coffee and tea count: in moderate amounts they hydrate about as well as water.',
      goal === 'lose_fat'
        ? `For your fat-loss goal: ${WATER_BEFORE_MEALS_ML} mL of water before each meal helped dieters lose more weight over 12 weeks in a trial, as it takes the edge off appetite.`
        : 'Long sessions over an hour in heat: add some salt or a sports drink to replace what you sweat out.',
    ],
    `Water won't change ${bodyFatWithRange(profile)}, but being short of it makes training feel harder.`,
  );
};
