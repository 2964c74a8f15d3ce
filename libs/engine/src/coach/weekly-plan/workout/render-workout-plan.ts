// The workout plan as the safe HTML the results page shows (and strips to text for the download).
import { EXPERIENCE_LEVEL_LABELS } from '@fitness/contracts';
import type { Child, Html } from '../html';
import { br, el, fragment, list, table, toHtmlString } from '../html';
import { echoNote } from '../free-text';
import { estimatedMaxHeartRate } from './conditioning';
import type { Muscle } from './exercise-catalogue';
import { EQUIPMENT_LABELS } from './exercise-catalogue';
import type { Goal } from './prescription';
import { PROGRESSION_RULES, restText } from './prescription';
import type { PlannedDay, PlannedExercise, VolumeRow, WorkoutPlan } from './build-workout-plan';

const GOAL_WORDS: Record<Goal, string> = {
  'muscle-gain': 'muscle gain',
  'fat-loss': 'fat loss',
  strength: 'strength',
  endurance: 'endurance',
  'general-fitness': 'general fitness',
  'athletic-performance': 'athletic performance',
};

const MUSCLE_WORDS: Record<Muscle, string> = {
  chest: 'Chest',
  back: 'Back (lats and upper back)',
  shoulders: 'Shoulders',
  biceps: 'Biceps',
  triceps: 'Triceps',
  quads: 'Quadriceps',
  glutes: 'Glutes',
  hamstrings: 'Hamstrings',
  calves: 'Calves',
  core: 'Core',
};

// WHO 2020 weekly aerobic range in moderate-equivalent minutes (Bull FC et al. Br J Sports Med 2020;54:1451-1462).
const WHO_AEROBIC_MINUTES = { low: 150, high: 300 } as const;

export function renderWorkoutPlan(plan: WorkoutPlan, age: number): string {
  const { answers } = plan;
  const counts = countSessions(plan.days);
  return toHtmlString(
    el('h2', 'Your one-week workout plan'),
    el(
      'p',
      `${capitalise(withArticle(plan.split))} week for ${GOAL_WORDS[answers.goal]}, set for ${withArticle(EXPERIENCE_LEVEL_LABELS[answers.experienceLevel].toLowerCase())} lifter using ${EQUIPMENT_LABELS[answers.equipmentAccess]}: `,
      el('strong', `${answers.daysPerWeek} training days`),
      ` (${describeCounts(counts)}). Repeat the week for 4-6 weeks, progressing as described below, then take one lighter week with half the sets.`,
    ),
    el('h3', 'Week at a glance'),
    table(
      ['Day', 'Session', 'Time'],
      plan.week.map(({ weekday, session }) => {
        const day = plan.days.find((item) => item.weekday === weekday);
        return [
          weekday,
          session === null || !day ? 'Rest' : sessionLabel(day),
          day ? `about ${minutesOf(day)} min` : '-',
        ];
      }),
    ),
    el('h3', 'Warm-up before every strength session'),
    list('ol', plan.warmUp),
    plan.days.map((day, index) => renderDay(day, index + 1)),
    renderVolume(plan.volume, answers.goal),
    renderAerobic(plan, age),
    el('h3', 'How to progress'),
    list('ul', [
      ...plan.progressions.map((kind) => PROGRESSION_RULES[kind].rule),
      'Effort is written as reps in reserve (RIR): how many more clean reps you could have done. 2 RIR means you stopped with about two left.',
      'Add load or reps only when form stays the same; if sleep, stress or soreness leave you flat, repeat last week instead.',
    ]),
    renderLimitations(plan),
    el('h3', 'Safety'),
    list('ul', [
      'Mild discomfort (up to about 3 of 10) that settles by the next morning is acceptable; sharp pain, pain that rises during a set, or pain that lasts into the next day means stop that exercise and use an easier option.',
      'Stop at once and seek medical help for chest pain, unusual breathlessness, dizziness or palpitations.',
      'This plan is general guidance generated from your answers, not medical advice.',
    ]),
  );
}

function countSessions(days: readonly PlannedDay[]) {
  return {
    resistance: days.filter((day) => day.kind === 'resistance').length,
    conditioning: days.filter((day) => day.kind === 'conditioning').length,
    recovery: days.filter((day) => day.kind === 'recovery').length,
  };
}

function describeCounts(counts: ReturnType<typeof countSessions>): string {
  const parts = [`${counts.resistance} strength`];
  if (counts.conditioning > 0) parts.push(`${counts.conditioning} conditioning`);
  if (counts.recovery > 0) parts.push(`${counts.recovery} active recovery`);
  return parts.join(', ');
}

function sessionLabel(day: PlannedDay): string {
  if (day.kind === 'resistance') return `${day.title} (${day.focus})`;
  if (day.kind === 'conditioning') return `Conditioning: ${day.title.toLowerCase()}`;
  return 'Active recovery and mobility';
}

function minutesOf(day: PlannedDay): number {
  return day.kind === 'resistance' ? day.minutes : day.content.durationMinutes;
}

function renderDay(day: PlannedDay, number: number): Html {
  const heading = el('h3', `Day ${number} · ${day.weekday}: ${sessionLabel(day)}`);
  if (day.kind !== 'resistance') {
    return fragment(
      heading,
      list('ol', day.content.steps),
      el('p', el('em', `About ${day.content.durationMinutes} min.`)),
    );
  }
  return fragment(
    heading,
    el(
      'p',
      el('em', `About ${day.minutes} min including the warm-up. Exercises in this order; rest as listed between sets.`),
    ),
    table(
      ['Exercise', 'Sets', 'Reps', 'Rest', 'Effort', 'Progression'],
      day.exercises.map((item) => exerciseRow(item)),
    ),
  );
}

function exerciseRow(item: PlannedExercise): Child[] {
  return [
    fragment(
      el('strong', item.exercise.name),
      item.replaces ? [br, el('em', `instead of ${item.replaces.name.toLowerCase()}`)] : null,
    ),
    item.sets,
    item.reps,
    restText(item.restSeconds),
    item.effort,
    fragment(
      PROGRESSION_RULES[item.progression].label,
      item.exercise.ladder ? [br, el('em', `next: ${item.exercise.ladder}`)] : null,
    ),
  ];
}

function renderVolume(volume: readonly VolumeRow[], goal: Goal): Html {
  const status = (row: VolumeRow) =>
    row.sets < row.target[0] ? 'below the range' : row.sets > row.target[1] ? 'above the range' : 'in range';
  const format = (sets: number) => (Number.isInteger(sets) ? String(sets) : sets.toFixed(1));
  return fragment(
    el('h3', 'Weekly volume per muscle'),
    table(
      ['Muscle', 'Hard sets this week', 'Target for your goal and level', 'Status'],
      volume.map((row) => [
        MUSCLE_WORDS[row.muscle],
        format(row.sets),
        `${row.target[0]}-${row.target[1]}`,
        status(row),
      ]),
    ),
    el(
      'p',
      volume.some((row) => row.sets < row.target[0])
        ? 'Where a muscle sits below its range, your equipment or limitations rule out the usual exercises for it; add a set to the exercises that train it once they feel easy. '
        : '',
      `Sets count fully for the muscle an exercise targets and half for muscles that assist (a bench press is 1 chest set and half a triceps set). In a meta-analysis, 10 or more weekly sets per muscle built more muscle than fewer than 5, with 5-9 in between (Schoenfeld, Ogborn & Krieger 2017); ${goal === 'muscle-gain' ? 'the range above climbs with training age' : 'your goal needs less than the maximum, because conditioning and recovery share the week'}.`,
    ),
  );
}

function renderAerobic(plan: WorkoutPlan, age: number): Html {
  const { moderate, vigorous } = plan.aerobic;
  const equivalent = moderate + 2 * vigorous;
  const shortfall = WHO_AEROBIC_MINUTES.low - equivalent;
  const walk = shortfall > 0 ? Math.ceil(shortfall / 5 / 5) * 5 : 0;
  return fragment(
    el('h3', 'Weekly aerobic activity'),
    el(
      'p',
      `The conditioning days give about ${moderate} min of moderate and ${vigorous} min of vigorous activity, about ${equivalent} moderate-equivalent minutes (one vigorous minute counts as two). WHO recommends 150-300 a week plus muscle strengthening on 2 or more days (WHO 2020). `,
      shortfall > 0
        ? `To reach 150, add a brisk ${walk}-minute walk on 5 days, for example after work or on rest days.`
        : 'That meets the recommendation; everyday walking on top is still worth it.',
    ),
    el(
      'p',
      `Heart rates assume an estimated maximum of ${Math.round(estimatedMaxHeartRate(age))} bpm (208 - 0.7 × age, Tanaka 2001); your real maximum may differ by about 10 bpm, so trust the talk test and effort first.`,
      plan.balanceWork
        ? ' At 65 and over, WHO also advises balance training on 3 or more days: the recovery circuit includes it, and the single-leg stand can follow any session.'
        : '',
    ),
  );
}

function renderLimitations(plan: WorkoutPlan): Html | null {
  const { limitations } = plan;
  if (limitations.note === '' && !plan.lowImpactForWeight) return null;
  const items: Child[] = [];
  for (const area of limitations.areas) items.push(fragment(el('strong', `${area.label}: `), area.advice));
  const swaps = plan.days.flatMap((day) =>
    day.kind === 'resistance'
      ? day.exercises.flatMap((item) =>
          item.replaces ? [`${item.exercise.name} instead of ${item.replaces.name.toLowerCase()}`] : [],
        )
      : [],
  );
  const uniqueSwaps = [...new Set(swaps)];
  if (uniqueSwaps.length > 0) items.push(`Swaps made this week: ${uniqueSwaps.join('; ')}.`);
  items.push(...limitations.medicalAdvice);
  if (limitations.unmatched) {
    items.push(
      'We could not match your note to a specific adjustment, so no exercise was changed for it. Check every exercise against it, choose the easier or pain-free option when in doubt, and ask a physiotherapist or doctor before training through it.',
    );
  }
  if (plan.lowImpactForWeight) {
    items.push(
      'At your current body weight, jumps and running put high loads on the knees and ankles, so conditioning and power work stay low-impact (bike, elliptical, walking, swimming) for now.',
    );
  }
  return fragment(
    el('h3', 'Your limitations'),
    limitations.note === '' ? null : el('p', 'You wrote: ', el('em', `“${echoNote(limitations.note)}”`)),
    list('ul', items),
  );
}

function withArticle(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
