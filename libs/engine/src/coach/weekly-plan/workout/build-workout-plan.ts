// Assembles the one-week workout plan: the week's shape, an exercise for every slot that the equipment, experience
// and limitations allow, sets tuned to the weekly volume targets, conditioning and recovery days, and WHO totals.
import type { WorkoutAnswers } from '@fitness/contracts';
import type { ValidatedStats } from '../../../input/validate-stats';
import type { SessionContent } from './conditioning';
import { BALANCE_AGE, conditioningSession, recoverySession } from './conditioning';
import type { SlotUse } from './day-templates';
import { DAY_TEMPLATES, SLOT_CANDIDATES } from './day-templates';
import type { Exercise, ExerciseId, Muscle, ProgressionKind, Stress } from './exercise-catalogue';
import { EQUIPMENT_TOOLS, EXERCISES } from './exercise-catalogue';
import type { Limitations } from './limitations';
import { readLimitations } from './limitations';
import type { Experience, Role } from './prescription';
import { prescribe } from './prescription';
import type { SplitName, WeekSlot } from './split-selection';
import { chooseWeek } from './split-selection';
import { warmUpSteps } from './warm-up';
import type { SetRange } from './weekly-volume';
import { balanceVolume, trackedMuscles, volumeTarget, weeklySets } from './weekly-volume';

/**
 * BMI from which conditioning and power work stay low-impact: landing forces scale with body mass, and obesity
 * raises knee-osteoarthritis risk (WHO 2000 class "obese", BMI 30).
 */
export const LOW_IMPACT_BMI = 30;

const MAX_COMPLEXITY: Record<Experience, number> = { beginner: 1, intermediate: 2, advanced: 3 };

export interface PlannedExercise {
  id: ExerciseId;
  exercise: Exercise;
  role: Role;
  sets: number;
  reps: string;
  restSeconds: readonly [number, number];
  effort: string;
  muscles: Partial<Record<Muscle, number>>;
  progression: ProgressionKind;
  /** What this slot would hold without the limitations, when that differs. */
  replaces?: Exercise;
}

export type PlannedDay =
  | {
      kind: 'resistance';
      weekday: string;
      title: string;
      focus: string;
      exercises: PlannedExercise[];
      minutes: number;
    }
  | { kind: 'conditioning' | 'recovery'; weekday: string; title: string; content: SessionContent };

export interface VolumeRow {
  muscle: Muscle;
  sets: number;
  target: SetRange;
}

export interface WorkoutPlan {
  answers: WorkoutAnswers;
  split: SplitName;
  resistanceDays: number;
  week: readonly WeekSlot[];
  days: readonly PlannedDay[];
  warmUp: readonly string[];
  volume: readonly VolumeRow[];
  aerobic: { moderate: number; vigorous: number };
  limitations: Limitations;
  lowImpactForWeight: boolean;
  balanceWork: boolean;
  progressions: readonly ProgressionKind[];
}

export function buildWorkoutPlan(answers: WorkoutAnswers, stats: ValidatedStats, limitationNote: string): WorkoutPlan {
  const { goal, experienceLevel: experience, equipmentAccess: equipment } = answers;
  const limitations = readLimitations(limitationNote);
  const bmi = stats.weightKg / (stats.heightCm / 100) ** 2;
  const lowImpactForWeight = bmi >= LOW_IMPACT_BMI && !limitations.avoid.has('impact');
  const avoid = new Set<Stress>(limitations.avoid);
  if (lowImpactForWeight) avoid.add('impact');

  const shape = chooseWeek(answers.daysPerWeek, goal, experience);
  const context = { equipment, experience, avoid, age: stats.age };
  const pickContext: PickContext = {
    tools: new Set(EQUIPMENT_TOOLS[equipment]),
    maxComplexity: MAX_COMPLEXITY[experience],
  };

  const days: PlannedDay[] = [];
  for (const { weekday, session } of shape.week) {
    if (session === null) continue;
    if (session.kind === 'resistance') {
      const template = DAY_TEMPLATES[session.template];
      const used = new Set<ExerciseId>();
      const exercises: PlannedExercise[] = [];
      for (const use of template.slots) {
        if (use.goals && !use.goals.includes(goal)) continue;
        const planned = planSlot(use, pickContext, avoid, used, answers);
        if (planned) exercises.push(planned);
      }
      days.push({ kind: 'resistance', weekday, title: template.title, focus: template.focus, exercises, minutes: 0 });
    } else if (session.kind === 'conditioning') {
      const content = conditioningSession(session.type, context);
      days.push({ kind: 'conditioning', weekday, title: content.title, content });
    } else {
      const content = recoverySession(context);
      days.push({ kind: 'recovery', weekday, title: content.title, content });
    }
  }

  const allExercises = days.flatMap((day) => (day.kind === 'resistance' ? day.exercises : []));
  const muscles = trackedMuscles(goal);
  const target = volumeTarget(goal, experience);
  balanceVolume(allExercises, muscles, target, experience);
  for (const day of days) if (day.kind === 'resistance') day.minutes = sessionMinutes(day.exercises);

  const sessions = days.flatMap((day) => (day.kind === 'resistance' ? [] : [day.content]));
  return {
    answers,
    split: shape.split,
    resistanceDays: shape.resistanceDays,
    week: shape.week,
    days,
    warmUp: warmUpSteps(equipment, avoid),
    volume: muscles.map((muscle) => ({ muscle, sets: weeklySets(allExercises, muscle), target })),
    aerobic: {
      moderate: sessions.reduce((sum, content) => sum + content.moderateMinutes, 0),
      vigorous: sessions.reduce((sum, content) => sum + content.vigorousMinutes, 0),
    },
    limitations,
    lowImpactForWeight,
    balanceWork: stats.age >= BALANCE_AGE,
    progressions: [...new Set(allExercises.map((item) => item.progression))],
  };
}

interface PickContext {
  tools: ReadonlySet<string>;
  maxComplexity: number;
}

function fits(
  id: ExerciseId,
  context: PickContext,
  avoid: ReadonlySet<Stress>,
  used: ReadonlySet<ExerciseId>,
): boolean {
  const candidate: Exercise = EXERCISES[id];
  return (
    !used.has(id) &&
    candidate.complexity <= context.maxComplexity &&
    candidate.tools.every((tool) => context.tools.has(tool)) &&
    !candidate.stresses.some((stress) => avoid.has(stress))
  );
}

function planSlot(
  use: SlotUse,
  context: PickContext,
  avoid: ReadonlySet<Stress>,
  used: Set<ExerciseId>,
  answers: WorkoutAnswers,
): PlannedExercise | undefined {
  const candidates = SLOT_CANDIDATES[use.slot];
  const id = candidates.find((candidate) => fits(candidate, context, avoid, used));
  if (id === undefined) return undefined;
  const usual = candidates.find((candidate) => fits(candidate, context, new Set(), used));
  used.add(id);
  const chosen: Exercise = EXERCISES[id];
  const prescription = prescribe(answers.goal, answers.experienceLevel, use.role, chosen.dose);
  return {
    id,
    exercise: chosen,
    role: use.role,
    ...prescription,
    muscles: chosen.muscles,
    progression: chosen.progression,
    ...(usual !== undefined && usual !== id ? { replaces: EXERCISES[usual] } : {}),
  };
}

/** Warm-up plus sets × (about 45 s of work, 75 s for both sides, + mean rest) plus a minute per exercise change. */
export function sessionMinutes(exercises: readonly PlannedExercise[]): number {
  let seconds = 10 * 60;
  for (const item of exercises) {
    const work = item.exercise.dose === 'each-side' || item.exercise.dose === 'seconds-each-side' ? 75 : 45;
    seconds += item.sets * (work + (item.restSeconds[0] + item.restSeconds[1]) / 2) + 60;
  }
  return Math.round(seconds / 60 / 5) * 5;
}
