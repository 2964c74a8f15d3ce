// Answers about cardio, recovery, sleep, plateaus and posture.
// Sources for claims made in the text (numbers are in expert-evidence.ts):
// - 4x4-minute intervals raised VO2max more than steady training (Helgerud et al. 2007, Med Sci Sports Exerc 39:665).
// - Adding aerobic work did not blunt muscle growth (Schumann et al. 2022, Sports Med 52:601).
// - Muscle soreness peaks 1-3 days after unaccustomed work (Cheung, Hume & Maxwell 2003, Sports Med 33:145);
//   stretching barely changes it (Herbert, de Noronha & Kamper 2011, Cochrane Database Syst Rev CD004577).
// - Alcohol fragments the second half of the night (Ebrahim et al. 2013, Alcohol Clin Exp Res 37:539).
// - Systematic reviews find no clear causal link between posture and back pain (Swain et al. 2020, J Biomech
//   102:109312).
// - A lighter week every 4-8 weeks, 48-72 h between hard sessions for a muscle, +10 minutes a week and 100-200 kcal
//   adjustments are coaching conventions, said as such.
import { ACTIVITY_LEVEL_LABELS } from '@fitness/contracts';
import {
  composeAnswer,
  bodyFatWithRange,
  fitnessAgeWithRange,
  grams,
  kcal,
  mass,
  oneDecimal,
  steps,
  ENERGY_ERROR,
} from './answer-format';
import { dailyTarget, fitnessAgeAfterVo2Gain, weeklySets } from './body-targets';
import {
  CAFFEINE_CUTOFF_HOURS_BEFORE_BED,
  CAFFEINE_MG_PER_KG,
  FAT_LOSS_DEFICIT_KCAL,
  HYPERTROPHY_REPS,
  METS,
  OLDER_ADULT_AGE,
  PROTEIN_G_PER_KG_PER_MEAL,
  PROTEIN_MEALS_PER_DAY,
  REPS_IN_RESERVE,
  SLEEP_HOURS,
  SLEEP_STUDY_FAT_LOSS_KG,
  VO2MAX_TRAINING_GAIN,
  WEEKLY_SETS_PER_MUSCLE,
  WHO_AEROBIC_MINUTES,
  WHO_STRENGTH_DAYS,
} from './expert-evidence';
import type { ExpertProfile } from './expert-profile';
import { containsCue } from './intent-classifier';
import type { TopicAnswer } from './topic-request';

function sleepHours(profile: ExpertProfile): string {
  const hours = profile.stats.age >= OLDER_ADULT_AGE ? SLEEP_HOURS.olderAdult : SLEEP_HOURS.adult;
  return `${hours.low}-${hours.high} hours`;
}

function fitnessLine(profile: ExpertProfile): string {
  const age = Math.round(profile.stats.age);
  const vo2max = profile.fitness.vo2max;
  return vo2max === undefined
    ? `Your estimated fitness age is ${fitnessAgeWithRange(profile)} against your ${age}.`
    : `Your estimated VO2max is ${oneDecimal(vo2max)} mL/kg/min, a fitness age of ${fitnessAgeWithRange(profile)} against your ${age}.`;
}

export const cardioAnswer: TopicAnswer = ({ profile }) => {
  const W = profile.stats.weightKg;
  const who = WHO_AEROBIC_MINUTES;
  const maintenance = profile.energy.maintenanceKcal;
  const younger = fitnessAgeAfterVo2Gain(profile, VO2MAX_TRAINING_GAIN);
  const goalLine = (() => {
    switch (profile.stats.goal) {
      case 'lose_fat':
        return `For fat loss, a 45-minute brisk walk uses about ${kcal(METS.briskWalk * W * 0.75)} at your ${mass(profile, W)}, and a 30-minute run at about 10 km/h about ${kcal(METS.running6mph * W * 0.5)}. Helpful, but food decides more: your target is about ${kcal(maintenance - FAT_LOSS_DEFICIT_KCAL)} a day (an estimate, ${ENERGY_ERROR}).`;
      case 'build_muscle':
        return "For your muscle goal: cardio at this dose won't cost you muscle; in a 2022 meta-analysis, adding it to lifting didn't reduce muscle growth. Keep hard intervals away from the day before leg training.";
      case 'get_toned':
      case 'general_fitness':
        return younger === undefined
          ? `Endurance training raised VO2max by about ${VO2MAX_TRAINING_GAIN} mL/kg/min on average in trials, which lowers your fitness age too.`
          : `Endurance training raised VO2max by about ${VO2MAX_TRAINING_GAIN} mL/kg/min on average in trials; for you that would mean a fitness age near ${Math.round(younger)}.`;
    }
  })();
  return composeAnswer(
    `For health, the WHO recommends ${who.moderate.low}-${who.moderate.high} minutes of moderate cardio a week, or ${who.vigorous.low}-${who.vigorous.high} minutes of vigorous, plus strength training on ${WHO_STRENGTH_DAYS} days. ${fitnessLine(profile)}`,
    `A week that builds on being ${ACTIVITY_LEVEL_LABELS[profile.stats.activityLevel].toLowerCase()}:`,
    [
      '3 sessions of 30-50 minutes at a pace where you can still talk in full sentences: brisk walking, cycling, swimming or easy jogging.',
      '1 interval session: 4 rounds of 4 minutes hard (only a few words possible) with 3 easy minutes between. Intervals raise VO2max a little more than steady work.',
      `${steps(profile)} steps a day on top.`,
    ],
    goalLine,
    'Start with what you could repeat next week, then add about 10 minutes a week.',
  );
};

export const recoveryAnswer: TopicAnswer = ({ profile }) => {
  const W = profile.stats.weightKg;
  const target = dailyTarget(profile);
  return composeAnswer(
    'Recovery is when training turns into progress. For you, in order of impact:',
    [
      `Sleep ${sleepHours(profile)} a night. In a diet study, short sleep raised muscle loss by 60%.`,
      `Protein: ${grams(profile.proteinG)} a day, about ${grams(PROTEIN_G_PER_KG_PER_MEAL * W)} in each of ${PROTEIN_MEALS_PER_DAY} meals.`,
      target.reason === 'deficit'
        ? `Food: your target of about ${kcal(target.kcal)} (an estimate, ${ENERGY_ERROR}) is a moderate deficit. Don't go lower: bigger deficits slow recovery and cost muscle.`
        : `Food: about ${kcal(target.kcal)} a day (an estimate, ${ENERGY_ERROR}); under-eating is a common hidden cause of slow recovery.`,
      'Spacing: leave 48-72 hours before training the same muscle hard again; twice a week per muscle is plenty.',
      "Soreness peaks 1-3 days after new or harder work and isn't a sign of a good session. Easy movement like walking helps you feel better; stretching barely changes it.",
      'Every 4-8 weeks, or when your lifts stall and you feel flat for two weeks, take a lighter week with about half the sets (a common coaching practice).',
    ],
    'Pain in a joint, or soreness that lasts more than a week, is different: get it checked by a physiotherapist or doctor.',
  );
};

export const sleepAnswer: TopicAnswer = ({ profile }) => {
  const W = profile.stats.weightKg;
  const caffeine = CAFFEINE_MG_PER_KG.low * W;
  const target = dailyTarget(profile);
  return composeAnswer(
    `Adults do best with at least 7 hours; ${sleepHours(profile)} is the usual target at ${Math.round(profile.stats.age)}.`,
    target.reason === 'deficit'
      ? `It matters for your fat-loss goal: in a 14-day study on the same diet, people with 5.5 hours in bed lost ${SLEEP_STUDY_FAT_LOSS_KG.shortSleep} kg of fat against ${SLEEP_STUDY_FAT_LOSS_KG.longSleep} kg with 8.5 hours, and lost more muscle. On your target of about ${kcal(target.kcal)} a day (an estimate, ${ENERGY_ERROR}), sleep decides how much of what you lose is fat.`
      : `It matters for your goal too: in a diet study, short sleep cut fat loss by more than half and raised muscle loss by 60%, and the muscle you build is made between sessions. You're protecting an estimated ${mass(profile, profile.leanKg)} of lean mass, based on ${bodyFatWithRange(profile)}.`,
    [
      'Keep the same wake-up time every day, weekends included.',
      `No caffeine in the ${CAFFEINE_CUTOFF_HOURS_BEFORE_BED} hours before bed: even then, it cut sleep by over an hour in a study. If you take it before training (about ${Math.round(caffeine)} mg at ${CAFFEINE_MG_PER_KG.low} mg/kg for you), train earlier in the day.`,
      'A dark, cool, quiet bedroom, and screens away before lights out.',
      'Alcohol helps you fall asleep but breaks up the second half of the night.',
    ],
    'If you snore loudly, stop breathing in your sleep, or feel sleepy despite 7+ hours, see a doctor: those can be signs of a sleep disorder.',
  );
};

export const plateauAnswer: TopicAnswer = ({ profile, words }) => {
  const W = profile.stats.weightKg;
  const strengthCues = ['strength', 'strong*', 'lift*', 'bench', 'squat', 'deadlift', 'muscle', 'gain*', 'rep', 'arm'];
  const scaleCues = ['weight', 'scale', 'losing', 'lose', 'fat', 'kg', 'pound', 'lb'];
  const aboutScale = scaleCues.some((cue) => containsCue(words, cue));
  const aboutStrength = strengthCues.some((cue) => containsCue(words, cue));
  const weightPlateau = aboutScale || (!aboutStrength && profile.stats.goal === 'lose_fat');
  const maintenance = profile.energy.maintenanceKcal;
  if (weightPlateau) {
    const lighter = 5;
    // Mifflin-St Jeor: 10 kcal per kg at rest, times the activity factor.
    const drop = 10 * lighter * profile.energy.activityFactor;
    return composeAnswer(
      'A stall on the scale usually has one of three causes, and your numbers help sort them out:',
      [
        'Water: salt, carbs, stress and hormones can hide fat loss for 1-3 weeks. Compare weekly averages of daily weigh-ins, not single days.',
        `Your needs fell: at ${mass(profile, W)} your maintenance is about ${kcal(maintenance)} (${ENERGY_ERROR}); ${lighter} kg lighter it is about ${kcal(maintenance - drop)}, so the same food gives a ${kcal(drop)} smaller deficit.`,
        'Intake creep: portions, oils, drinks and weekends drift up. Weigh and log everything for two weeks.',
      ],
      'If the weekly average still has not moved for 3 weeks:',
      [
        `Eat 100-200 kcal less, or add a 25-minute brisk walk a day (about ${kcal(METS.briskWalk * W * (25 / 60))} at your weight).`,
        `Keep protein at ${grams(profile.proteinG)} and keep lifting, so what you lose is fat: you're at ${bodyFatWithRange(profile)}.`,
        `Sleep ${sleepHours(profile)}.`,
      ],
    );
  }
  const sets = weeklySets(profile);
  const target = dailyTarget(profile);
  return composeAnswer(
    "A stall in the gym usually means the programme stopped asking for more, or recovery can't keep up. Work through these in order:",
    [
      'Overload: log every set, and add a rep or 1-2.5 kg when you reach the top of your rep range.',
      `Volume: you should be doing ${sets.low}-${sets.high} hard sets per muscle a week. If you're under ${WEEKLY_SETS_PER_MUSCLE.min}, add 2-3; gains kept rising up to about ${WEEKLY_SETS_PER_MUSCLE.max} in a meta-analysis.`,
      `Effort: end sets ${REPS_IN_RESERVE.low}-${REPS_IN_RESERVE.high} reps short of failure, not 5 or more.`,
      `Variety: switch rep ranges for 4-6 weeks, say from 5-8 to 10-15; anything from ${HYPERTROPHY_REPS.low} to ${HYPERTROPHY_REPS.high} reps builds muscle.`,
      `Fuel: about ${kcal(target.kcal)} a day (an estimate, ${ENERGY_ERROR}) and ${grams(profile.proteinG)} of protein.` +
        (target.reason === 'deficit' ? ' While dieting, holding your strength is already a win.' : ''),
      `Rest: sleep ${sleepHours(profile)}, and take a lighter week if you have trained hard for 6 weeks or more.`,
    ],
  );
};

export const postureAnswer: TopicAnswer = ({ profile }) => {
  const posture = profile.percentiles.posture;
  const offset = /(\d+(?:\.\d+)?) cm/.exec(posture.description)?.[1];
  const sets = weeklySets(profile);
  return composeAnswer(
    profile.postureMeasured
      ? `On your side photo, your ear and shoulder sat ${offset ? `${offset} cm` : 'a little'} off the vertical line through your hip, a posture score of ${Math.round(posture.percentile)}. That score uses an assumed scale, not a comparison with measured people, and one photo can catch you mid-slouch, so treat it as a rough guide.`
      : "We couldn't measure your posture this time, as there was no usable side photo. Stand relaxed and side-on, in fitted clothes, and a new side photo will be scored.",
    "The good news: posture is less fragile than it sounds. Reviews find no clear evidence that posture causes back pain, and there's no single correct way to stand. What helps you stand taller and feel better is strength and movement:",
    [
      `Upper back: rows, face pulls and rear-delt flyes, ${sets.low}-${sets.high} hard sets a week in total.`,
      'If your head sits forward: chin tucks and wall slides, a couple of sets most days.',
      'Hips and trunk: Romanian deadlifts, glute bridges and planks.',
      'Break up long sitting with a short walk or stretch every hour or so.',
    ],
    'Pain, numbness or stiffness that does not settle is a job for a physiotherapist.',
  );
};
