// Answers about building muscle: in general, for one body part, "toning", and a weekly training layout.
// Recomposition works best in newer lifters and people with more fat (Barakat et al. 2020, Strength Cond J 42:7).
// Overhead triceps extensions grew the triceps more than pushdowns (Maeo et al. 2023, Eur J Sport Sci 23:1240).
// Layouts (days, splits, 8-12 reps on big lifts, 4-weekly check-ins) are practical choices within the cited ranges
// (expert-evidence.ts), not findings of their own.
import { ATHLETE_LEVEL_LABELS } from '@fitness/contracts';
import {
  composeAnswer,
  bodyFatWithRange,
  grams,
  kcal,
  mass,
  massRange,
  ordinal,
  steps,
  ENERGY_ERROR,
} from './answer-format';
import { dailyTarget, goalInWords, healthyBodyFat, weeklyGainKg, weeklySets } from './body-targets';
import {
  FAT_LOSS_DEFICIT_KCAL,
  HYPERTROPHY_REPS,
  MUSCLE_GAIN_SURPLUS_KCAL,
  PROTEIN_G_PER_KG,
  PROTEIN_G_PER_KG_PER_MEAL,
  PROTEIN_MEALS_PER_DAY,
  REPS_IN_RESERVE,
  SESSIONS_PER_MUSCLE_PER_WEEK,
  SLEEP_HOURS,
  WHO_AEROBIC_MINUTES,
} from './expert-evidence';
import type { ExpertProfile } from './expert-profile';
import { peerGroup } from './expert-profile';
import type { ExpertTopic } from './expert-topics';
import type { TopicAnswer } from './topic-request';

type MuscleGroupTopic = Extract<
  ExpertTopic,
  'arm-growth' | 'leg-growth' | 'chest-growth' | 'back-growth' | 'shoulder-growth'
>;

interface MuscleGroup {
  name: string;
  /** Whether the name takes a plural verb ("arms grow", "chest grows"). */
  plural: boolean;
  exercises: string[];
  tip: string;
  tape: string;
}

const MUSCLE_GROUPS: Record<MuscleGroupTopic, MuscleGroup> = {
  'arm-growth': {
    name: 'arms',
    plural: true,
    exercises: [
      'barbell, dumbbell or incline curls for the biceps',
      'overhead triceps extensions, which beat pushdowns for triceps growth in a trial',
      'close-grip bench press or dips',
    ],
    tip: 'The triceps are the larger muscle of your upper arm, so give them at least as many sets as the biceps.',
    tape: 'upper arm, relaxed, at its widest point',
  },
  'leg-growth': {
    name: 'legs and glutes',
    plural: true,
    exercises: [
      'squats or leg press for quads and glutes',
      'Romanian deadlifts and leg curls for the hamstrings',
      'split squats, lunges or hip thrusts for the glutes, plus calf raises',
    ],
    tip: 'Legs are big muscles that recover well from heavy work, so take sets close to failure with full range of motion.',
    tape: 'thigh at mid-point',
  },
  'chest-growth': {
    name: 'chest',
    plural: false,
    exercises: [
      'bench press, flat and incline, with a barbell or dumbbells',
      'cable or dumbbell flyes',
      'dips or push-ups, adding weight or reps as they get easy',
    ],
    tip: 'Lower the weight under control to a deep stretch; that part of the lift does a lot of the work.',
    tape: 'chest at nipple height',
  },
  'back-growth': {
    name: 'back',
    plural: false,
    exercises: [
      'pull-ups or lat pulldowns for width',
      'rows (barbell, dumbbell or cable) for thickness',
      'face pulls or rear-delt flyes for the upper back',
    ],
    tip: 'Pull with your elbows and pause a moment at the end of each rep so the back, not momentum, moves the weight.',
    tape: 'chest and shoulders under the armpits',
  },
  'shoulder-growth': {
    name: 'shoulders',
    plural: true,
    exercises: [
      'overhead press with a barbell or dumbbells',
      'lateral raises, which build the side delts that make shoulders look wider',
      'rear-delt flyes or face pulls',
    ],
    tip: 'Lateral raises work best light and strict, for 10-20 reps, with the last reps hard.',
    tape: 'shoulders around their widest point',
  },
};

function setsText(profile: ExpertProfile): string {
  const sets = weeklySets(profile);
  return `${sets.low}-${sets.high} hard sets`;
}

function levelText(profile: ExpertProfile): string {
  const level = profile.stats.athleteLevel;
  return level ? `${ATHLETE_LEVEL_LABELS[level].toLowerCase()} level` : 'starting level';
}

/** Energy advice for muscle growth, depending on the stated goal and on how much fat there is to lose first. */
function growthEnergyLine(profile: ExpertProfile): string {
  const maintenance = profile.energy.maintenanceKcal;
  const gain = weeklyGainKg(profile);
  if (profile.stats.goal === 'lose_fat' || profile.bodyFat.percent > healthyBodyFat(profile).high) {
    return `Energy: with your fat-loss needs, eat about ${kcal(maintenance - FAT_LOSS_DEFICIT_KCAL)} a day (maintenance ${kcal(maintenance)}, ${ENERGY_ERROR}, minus ${FAT_LOSS_DEFICIT_KCAL}). Muscle still grows in a moderate deficit, more slowly, if protein stays high.`;
  }
  return `Energy: about ${kcal(maintenance + MUSCLE_GAIN_SURPLUS_KCAL)} a day (maintenance ${kcal(maintenance)}, ${ENERGY_ERROR}, plus ${MUSCLE_GAIN_SURPLUS_KCAL}), aiming to gain ${massRange(profile, gain.low, gain.high)} a week; faster gain is mostly fat.`;
}

function proteinLine(profile: ExpertProfile): string {
  return `Protein: ${grams(profile.proteinG)} a day (${PROTEIN_G_PER_KG} g/kg of your ${mass(profile, profile.stats.weightKg)}), about ${grams(PROTEIN_G_PER_KG_PER_MEAL * profile.stats.weightKg)} in each of ${PROTEIN_MEALS_PER_DAY} meals.`;
}

const trainingRule = (profile: ExpertProfile) =>
  `${setsText(profile)} a week for each muscle, in sets of ${HYPERTROPHY_REPS.low}-${HYPERTROPHY_REPS.high} reps stopped ${REPS_IN_RESERVE.low}-${REPS_IN_RESERVE.high} reps short of failure`;

export function muscleGroupAnswer(topic: MuscleGroupTopic): TopicAnswer {
  const group = MUSCLE_GROUPS[topic];
  return ({ profile, words }) =>
    composeAnswer(
      (words.some((word) => word.startsWith('fast') || word === 'quick' || word === 'quickly')
        ? "There's no shortcut, but doing four things at once is the fastest proven route: enough hard sets, a little more load over time, enough food and enough protein."
        : `Your ${group.name} ${group.plural ? 'grow' : 'grows'} from enough hard sets, a little more load over time, and enough food and protein.`) +
        ` Here's how that looks at your ${levelText(profile)}:`,
      [
        `Volume: ${trainingRule(profile)}, over at least ${SESSIONS_PER_MUSCLE_PER_WEEK} sessions; 10+ weekly sets grew muscle more than fewer in a meta-analysis.`,
        `Exercises: pick 2-3 of ${group.exercises.join('; ')}.`,
        `Progress: add a rep or a little weight each week; if you stall for 2-3 weeks, add 2 sets. ${group.tip}`,
        proteinLine(profile),
        growthEnergyLine(profile),
      ],
      `You start from an estimated ${mass(profile, profile.leanKg)} of lean mass, based on ${bodyFatWithRange(profile)}. Measure your ${group.tape} every 4 weeks to track it.`,
    );
}

export const muscleGainAnswer: TopicAnswer = ({ profile }) =>
  composeAnswer(
    `Building muscle takes hard training, enough food and patience. Your starting point: about ${mass(profile, profile.leanKg)} of lean mass, based on ${bodyFatWithRange(profile)}, which puts you in the ${ordinal(profile.percentiles.muscle.percentile)} percentile for muscle among ${peerGroup(profile)}.`,
    [
      `Train each muscle at least ${SESSIONS_PER_MUSCLE_PER_WEEK} times a week: ${trainingRule(profile)}.`,
      'Build it on compound lifts: a squat or leg press, a hinge such as Romanian deadlifts, a push (bench or overhead press) and a pull (rows, pulldowns or pull-ups).',
      'Add a rep or a little weight each week and log it; progress in the log comes before progress in the mirror.',
      proteinLine(profile),
      growthEnergyLine(profile),
      `Sleep ${SLEEP_HOURS.adult.low}-${SLEEP_HOURS.adult.high} hours: muscle is built between sessions.`,
    ],
    'Newer lifters gain fastest; check your progress with tape and photos every 4 weeks rather than the daily scale.',
  );

export const toningAnswer: TopicAnswer = ({ profile, words }) => {
  const recomposition = !words.some((word) => word.startsWith('ton'));
  const healthy = healthyBodyFat(profile);
  const fatFirst = profile.stats.goal === 'lose_fat' || profile.bodyFat.percent > healthy.high;
  const maintenance = profile.energy.maintenanceKcal;
  return composeAnswer(
    recomposition
      ? 'Yes: building muscle while losing fat ("recomposition") works, most of all for newer lifters and people with fat to lose; highly trained, lean people usually need to do one at a time.'
      : '"Toned" means having enough muscle, with little enough fat over it that it shows. Light weights for high reps don\'t tone better than normal training, and you can\'t firm up one spot.',
    `With ${bodyFatWithRange(profile)}, ` +
      (fatFirst
        ? `the bigger lever for you is losing some fat while you train: about ${kcal(maintenance - FAT_LOSS_DEFICIT_KCAL)} a day, your maintenance of ${kcal(maintenance)} (${ENERGY_ERROR}) minus ${FAT_LOSS_DEFICIT_KCAL}.`
        : `you're within or below the healthy range for your age (about ${Math.round(healthy.low)}-${Math.round(healthy.high)}%), so the bigger lever is adding muscle: eat around your maintenance of ${kcal(maintenance)} (${ENERGY_ERROR}).`),
    [
      `Lift 3 times a week, full body: ${trainingRule(profile)}.`,
      `Protein: ${grams(profile.proteinG)} a day (${PROTEIN_G_PER_KG} g/kg).`,
      `Cardio: ${WHO_AEROBIC_MINUTES.moderate.low} minutes a week of brisk walking, cycling or swimming, plus ${steps(profile)} steps a day.`,
      `Sleep ${SLEEP_HOURS.adult.low}-${SLEEP_HOURS.adult.high} hours.`,
    ],
    'Give it 8-12 weeks before judging, and compare photos in the same light rather than the scale, which may barely move while your shape changes.',
  );
};

export const workoutPlanAnswer: TopicAnswer = ({ profile }) => {
  const advanced = profile.stats.athleteLevel === 'advanced' || profile.stats.athleteLevel === 'elite';
  const intermediate = profile.stats.athleteLevel === 'intermediate';
  const target = dailyTarget(profile);
  const layout =
    advanced || intermediate
      ? [
          `4 days, upper/lower: upper A, lower A, rest, upper B, lower B. Upper: bench or overhead press, rows, pulldowns, arms. Lower: squat or leg press, Romanian deadlift, lunges, calves.`,
          `${setsText(profile)} per muscle a week, ${HYPERTROPHY_REPS.low}-12 reps on big lifts and up to ${HYPERTROPHY_REPS.high} on small ones, ${REPS_IN_RESERVE.low}-${REPS_IN_RESERVE.high} reps short of failure.`,
        ]
      : [
          '3 full-body days (say Monday, Wednesday, Friday): squat or leg press, Romanian deadlift, bench press or push-ups, a row, overhead press and a plank.',
          `3 sets of 8-12 reps each, ${REPS_IN_RESERVE.low}-${REPS_IN_RESERVE.high} reps short of failure: about ${setsText(profile)} per muscle over the week.`,
        ];
  return composeAnswer(
    `Here's a week built on your goal (${goalInWords(profile)}) and your ${levelText(profile)}:`,
    [
      ...layout,
      `Cardio: ${WHO_AEROBIC_MINUTES.moderate.low} minutes a week of brisk walking, cycling or swimming, on lifting days or in between` +
        (profile.stats.goal === 'lose_fat'
          ? `, building towards ${WHO_AEROBIC_MINUTES.moderate.high} (the top of the WHO range) to help your fat loss.`
          : ' (the low end of the WHO range).'),
      'At least 1-2 full rest days.',
    ],
    `Progress by adding a rep or a little weight each week. Fuel it with about ${kcal(target.kcal)} a day (an estimate, ${ENERGY_ERROR}) and ${grams(profile.proteinG)} of protein.`,
    'For a full week with exercises, sets, reps and rest matched to your equipment, use the weekly plan section on this page.',
  );
};
