// Answers about losing fat: visible abs, fat loss in general, and fat loss against a deadline.
// Vispute et al. 2011 (J Strength Cond Res 25:2559): six weeks of daily ab exercises did not reduce belly fat.
import { ACTIVITY_LEVEL_LABELS } from '@fitness/contracts';
import { bodyFatAfterLoss, fatToLoseKg, healthyBodyFat, visibleAbsTarget, weeklyFatLossKg } from './body-targets';
import {
  composeAnswer,
  bodyFatWithRange,
  duration,
  grams,
  kcal,
  mass,
  massRange,
  oneDecimal,
  steps,
  weeksRange,
  ENERGY_ERROR,
} from './answer-format';
import {
  FAT_LOSS_DEFICIT_KCAL,
  GLYCOGEN_WATER_KG,
  KCAL_PER_KG_FAT,
  METS,
  PROTEIN_G_PER_KG,
  SLEEP_HOURS,
  SLEEP_STUDY_FAT_LOSS_KG,
  VISIBLE_ABS_BODY_FAT,
} from './expert-evidence';
import type { ExpertProfile } from './expert-profile';
import { containsCue } from './intent-classifier';
import type { TopicAnswer } from './topic-request';

const SPOT_FAT_CUES = [
  'belly',
  'stomach',
  'tummy',
  'thigh .. fat',
  'arm fat',
  'back fat',
  'face fat',
  'chin',
  'love handle',
  'slim .. thigh',
  'muffin top',
  'hip fat',
];

/** The diet line every fat-loss answer shares: maintenance (with its error), the deficit, and protein. */
function deficitLine(profile: ExpertProfile): string {
  const maintenance = profile.energy.maintenanceKcal;
  return (
    `Eat about ${kcal(maintenance - FAT_LOSS_DEFICIT_KCAL)} a day: your estimated maintenance of ${kcal(maintenance)} ` +
    `(${ENERGY_ERROR}) minus ${FAT_LOSS_DEFICIT_KCAL}, with ${grams(profile.proteinG)} of protein (${PROTEIN_G_PER_KG} g/kg) to keep your muscle.`
  );
}

function absRange(): string {
  const { male, female } = VISIBLE_ABS_BODY_FAT;
  return `roughly ${male.low}-${male.high}% body fat for men and ${female.low}-${female.high}% for women`;
}

export const absAnswer: TopicAnswer = ({ profile, details }) => {
  const target = visibleAbsTarget(profile);
  const { percent, low, high } = profile.bodyFat;
  const intro =
    `Visible abs are mostly about body fat: they usually start to show at ${absRange()}. ` +
    `That's a rule of thumb from coaching, not a measured cut-off, and where you store fat shifts it a little.`;
  const training =
    'Train your abs like any muscle, 2-3 times a week: hanging leg raises, cable crunches and ab-wheel rollouts, about 10 hard sets a week, adding reps or weight over time.';
  if (percent <= target) {
    return composeAnswer(
      intro,
      `You're already around that level, with ${bodyFatWithRange(profile)}. If your abs don't show yet, your true value may sit towards the top of that range, or the muscles need more thickness.`,
      [
        training,
        `Eat around your estimated maintenance of ${kcal(profile.energy.maintenanceKcal)} (${ENERGY_ERROR}) with ${grams(profile.proteinG)} of protein, so you build muscle rather than chase more fat loss.`,
        'Abs look sharpest in overhead light and in the morning, before a salty meal.',
      ],
    );
  }
  const W = profile.stats.weightKg;
  const loss = fatToLoseKg(W, percent, target);
  const weekly = weeklyFatLossKg(profile);
  const days = details.deadlineDays;
  const neededDays = (loss / weekly.high) * 7;
  return composeAnswer(
    intro,
    `With ${bodyFatWithRange(profile)}, getting to about ${Math.round(target)}% while keeping your ${mass(profile, profile.leanKg)} of lean mass means losing about ${mass(profile, loss)} of fat` +
      `, or ${massRange(profile, fatToLoseKg(W, low, target), fatToLoseKg(W, high, target))} across that range. ` +
      `At a sustainable 0.5-1% of body weight a week, ${massRange(profile, weekly.low, weekly.high)} for you, that's roughly ${weeksRange(loss / weekly.high, loss / weekly.low)}.` +
      (days !== undefined && days < neededDays
        ? ` In the ${duration(days)} you mentioned, expect about ${massRange(profile, (weekly.low * days) / 7, (weekly.high * days) / 7)} of it: a solid first step, not the finish line.`
        : ''),
    [
      deficitLine(profile),
      training,
      "Lift for your whole body 3 times a week. Crunches alone don't burn belly fat: six weeks of daily ab exercises didn't shrink it in a trial.",
      `Sleep ${SLEEP_HOURS.adult.low}-${SLEEP_HOURS.adult.high} hours; short sleep makes more of the weight you lose come from muscle.`,
    ],
  );
};

export const fatLossAnswer: TopicAnswer = ({ profile, words }) => {
  const W = profile.stats.weightKg;
  const weekly = weeklyFatLossKg(profile);
  const deficitPerWeek = (FAT_LOSS_DEFICIT_KCAL * 7) / KCAL_PER_KG_FAT;
  const walkKcal = METS.briskWalk * W * 0.75;
  const healthy = healthyBodyFat(profile);
  const spot = SPOT_FAT_CUES.some((cue) => containsCue(words, cue));
  const alreadyLean = profile.bodyFat.percent <= healthy.low;
  return composeAnswer(
    `Fat loss comes down to eating a little less energy than you use, while keeping your muscle. You're at ${bodyFatWithRange(profile)}: about ${mass(profile, profile.fatKg)} of fat and ${mass(profile, profile.leanKg)} of lean mass.`,
    alreadyLean &&
      `That is already at or below the healthy range for your age (about ${Math.round(healthy.low)}-${Math.round(healthy.high)}%), so losing more isn't needed for health; go slowly if you do.`,
    [
      `${deficitLine(profile)} That deficit removes about ${oneDecimal(deficitPerWeek)} kg of fat a week, ` +
        (deficitPerWeek <= weekly.high
          ? `inside the sustainable 0.5-1% of body weight: ${massRange(profile, weekly.low, weekly.high)} a week for you.`
          : `a little faster than the sustainable 0.5-1% of body weight, at most ${mass(profile, weekly.high)} a week for you, so eat 100-200 kcal more if you feel drained.`),
      'Lift weights 2-3 times a week so the weight you lose is fat, not muscle.',
      `Walk ${steps(profile)} steps a day. As someone ${ACTIVITY_LEVEL_LABELS[profile.stats.activityLevel].toLowerCase()}, a 45-minute brisk walk uses about ${kcal(walkKcal)} at your weight.`,
      `Sleep ${SLEEP_HOURS.adult.low}-${SLEEP_HOURS.adult.high} hours: it protects muscle while you diet.`,
    ],
    spot &&
      "You can't choose where fat comes off: six weeks of daily ab exercises didn't reduce belly fat in a trial. It goes as your total body fat drops.",
    'Weigh yourself most mornings and compare weekly averages: water swings of 1-2 kg hide fat loss from day to day.',
  );
};

/** What the person is getting ready for, in words, when the question names it. */
function occasion(words: readonly string[]): string | undefined {
  if (words.includes('beach')) return words.includes('trip') ? 'your beach trip' : 'the beach';
  if (words.includes('wedding')) return 'the wedding';
  if (words.includes('holiday') || words.includes('vacation')) return 'your holiday';
  if (words.includes('cruise')) return 'your cruise';
  if (words.includes('summer')) return 'summer';
  if (words.includes('party')) return 'the party';
  return undefined;
}

/**
 * Fat lost over some weeks at the sustainable pace, never past the low end of the healthy range for the person's
 * age: below it, losing more is not a health goal and costs muscle.
 */
function fatLossOver(profile: ExpertProfile, weeks: number): { low: number; high: number; capped: boolean } {
  const weekly = weeklyFatLossKg(profile);
  const floor = fatToLoseKg(profile.stats.weightKg, profile.bodyFat.percent, healthyBodyFat(profile).low);
  return {
    low: Math.min(floor, weekly.low * weeks),
    high: Math.min(floor, weekly.high * weeks),
    capped: weekly.high * weeks > floor,
  };
}

function leanNote(profile: ExpertProfile): string | false {
  const healthy = healthyBodyFat(profile);
  return (
    profile.bodyFat.percent <= healthy.low + 1 &&
    `You're already at the lean end of the healthy range for your age (about ${Math.round(healthy.low)}-${Math.round(healthy.high)}%), so there is little fat to lose: training, sleep and water will change how you look more than dieting.`
  );
}

export const fatLossDeadlineAnswer: TopicAnswer = ({ profile, words, details }) => {
  const weekly = weeklyFatLossKg(profile);
  const event = occasion(words);
  const water = `${GLYCOGEN_WATER_KG.low}-${GLYCOGEN_WATER_KG.high} kg`;
  const plan = [
    deficitLine(profile),
    `Lift 3 times a week and walk ${steps(profile)} steps a day.`,
    `Sleep ${SLEEP_HOURS.adult.low}-${SLEEP_HOURS.adult.high} hours: in a 14-day diet study, people sleeping 5.5 hours lost ${SLEEP_STUDY_FAT_LOSS_KG.shortSleep} kg of fat against ${SLEEP_STUDY_FAT_LOSS_KG.longSleep} kg with 8.5 hours.`,
  ];
  const days = details.deadlineDays;
  if (days === undefined) {
    const horizon = (weeks: number) => {
      const fat = fatLossOver(profile, weeks);
      const after = bodyFatAfterLoss(profile, (fat.low + fat.high) / 2);
      return `${weeks} weeks: ${massRange(profile, fat.low, fat.high)} of fat, taking your body fat to about ${Math.round(after)}%`;
    };
    return composeAnswer(
      `You didn't say how long you have${event ? ` until ${event}` : ''}, so here's what's realistic at a sustainable 0.5-1% of body weight a week, starting from ${bodyFatWithRange(profile)}:`,
      [horizon(2), horizon(4), horizon(8), horizon(12)],
      leanNote(profile),
      `On top of that, the scale often drops ${water} in the first week as stored carbohydrate and its water go. That isn't fat, and it returns when you eat normally.`,
      'What works for any deadline:',
      plan,
    );
  }
  const fat = fatLossOver(profile, days / 7);
  const after = bodyFatAfterLoss(profile, (fat.low + fat.high) / 2);
  const visible = profile.bodyFat.percent - after >= 0.5;
  const target = details.targetKg?.direction === 'lose' ? details.targetKg.kg : undefined;
  const neededDeficit = target === undefined ? 0 : (target * KCAL_PER_KG_FAT) / days;
  return composeAnswer(
    `You have ${duration(days)}${event ? ` until ${event}` : ''}, so here's an honest picture for your ${mass(profile, profile.stats.weightKg)}:`,
    [
      `Fat: at a sustainable 0.5-1% of body weight a week, about ${massRange(profile, fat.low, fat.high)} by then` +
        (fat.capped ? ', stopping at the lean end of the healthy range for your age.' : '.'),
      `Scale: eating less drains stored carbohydrate and the water bound to it, so the scale may show another ${water} down. That isn't fat and comes back when you eat normally.`,
      `Mirror: ${bodyFatWithRange(profile)} would move to about ${oneDecimal(after)}%` +
        (visible
          ? ', a change you will notice most at your waist.'
          : '. That is too small to see, so how you look on the day depends more on water, salt and sleep.'),
    ],
    leanNote(profile),
    target !== undefined &&
      `You mentioned ${mass(profile, target)}: at that pace it takes ${weeksRange(target / weekly.high, target / weekly.low)}. Doing it in ${days} days would need a deficit of about ${kcal(neededDeficit)} a day` +
        (neededDeficit > profile.energy.maintenanceKcal
          ? `, more than the ${kcal(profile.energy.maintenanceKcal)} you burn in a whole day.`
          : ', which would cost muscle as well as fat.'),
    `For the next ${days} days:`,
    plan,
    'Crash diets take more muscle with the fat, and muscle is what makes you look good on the day.',
  );
};
