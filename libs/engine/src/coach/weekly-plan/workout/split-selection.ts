// How many resistance, conditioning and recovery days a week gets, which split the resistance days follow, and on
// which weekdays they fall.
// - ACSM 2009 progression position stand (Med Sci Sports Exerc 2009;41:687-708): novices train the whole body 2-3
//   days a week; intermediates 3-4 (upper/lower at 4); advanced lifters 4-6 with muscle-group splits. Extra days
//   asked for beyond that become conditioning, never more lifting.
// - WHO 2020 guidelines on physical activity (Bull FC et al. Br J Sports Med 2020;54:1451-1462): muscle
//   strengthening on 2 or more days a week for everyone, so even an endurance plan keeps 2 resistance days.
// - A 7-day week always keeps at least one recovery or mobility day: never 7 hard days.
import type { Experience, Goal } from './prescription';
import type { TemplateId } from './day-templates';

export type ConditioningType = 'steady' | 'long' | 'tempo' | 'intervals' | 'speed';

export type Session =
  | { kind: 'resistance'; template: TemplateId }
  | { kind: 'conditioning'; type: ConditioningType }
  | { kind: 'recovery' };

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export interface WeekSlot {
  weekday: (typeof WEEKDAYS)[number];
  session: Session | null;
}

export type SplitName = 'full body' | 'upper/lower' | 'push/pull/legs + upper/lower' | 'push/pull/legs';

const SPLITS: Record<number, { name: SplitName; templates: readonly TemplateId[] }> = {
  2: { name: 'full body', templates: ['full-a', 'full-b'] },
  3: { name: 'full body', templates: ['full-a', 'full-b', 'full-c'] },
  4: { name: 'upper/lower', templates: ['upper-a', 'lower-a', 'upper-b', 'lower-b'] },
  5: { name: 'push/pull/legs + upper/lower', templates: ['push', 'pull', 'legs', 'upper-a', 'lower-b'] },
  6: { name: 'push/pull/legs', templates: ['push', 'pull', 'legs', 'push-b', 'pull-b', 'legs-b'] },
};

// Weekday indexes (0 = Monday) for n resistance days: at least 48 h between full-body sessions, upper/lower in pairs.
const RESISTANCE_DAYS: Record<number, readonly number[]> = {
  2: [0, 3],
  3: [0, 2, 4],
  4: [0, 1, 3, 4],
  5: [0, 1, 2, 4, 5],
  6: [0, 1, 2, 3, 4, 5],
};
// Free weekdays in the order conditioning, then recovery, take them (the first conditioning day, often the long or
// hardest one, lands on Saturday).
const CONDITIONING_ORDER = [5, 1, 3, 2, 6, 4, 0];
const RECOVERY_ORDER = [6, 2, 3, 4, 1, 5, 0];

// Conditioning sessions per goal, in the order they are placed. Endurance follows a mostly-easy (about 80/20)
// distribution (Seiler S. Int J Sports Physiol Perform 2010;5:276-291).
function conditioningTypes(goal: Goal, experience: Experience): readonly ConditioningType[] {
  switch (goal) {
    case 'endurance':
      if (experience === 'beginner') return ['long', 'steady', 'steady'];
      return ['long', experience === 'advanced' ? 'intervals' : 'tempo', 'steady', 'steady'];
    case 'fat-loss':
      return ['intervals', 'steady'];
    case 'athletic-performance':
      return ['speed', 'intervals'];
    case 'general-fitness':
      return ['steady', 'intervals'];
    case 'muscle-gain':
    case 'strength':
      return ['steady', 'steady'];
  }
}

function resistanceDayCount(days: number, goal: Goal, experience: Experience): number {
  if (goal === 'endurance') return 2;
  const cap =
    experience === 'beginner'
      ? 3
      : experience === 'intermediate'
        ? 4
        : goal === 'muscle-gain' || goal === 'strength'
          ? 6
          : 4;
  return Math.min(days, cap, days === 7 ? 5 : 7);
}

export interface WeekPlanShape {
  split: SplitName;
  resistanceDays: number;
  week: readonly WeekSlot[];
}

export function chooseWeek(days: number, goal: Goal, experience: Experience): WeekPlanShape {
  const resistance = resistanceDayCount(days, goal, experience);
  const types = conditioningTypes(goal, experience);
  const conditioning = Math.min(types.length, days - resistance - (days === 7 ? 1 : 0));
  const recovery = days - resistance - conditioning;
  const split = SPLITS[resistance];

  const sessions: (Session | null)[] = Array.from({ length: 7 }, () => null);
  RESISTANCE_DAYS[resistance].forEach((weekday, index) => {
    sessions[weekday] = { kind: 'resistance', template: split.templates[index] };
  });
  const conditioningDays = CONDITIONING_ORDER.filter((weekday) => sessions[weekday] === null).slice(0, conditioning);
  conditioningDays.forEach((weekday, index) => {
    sessions[weekday] = { kind: 'conditioning', type: types[index] };
  });
  const recoveryDays = RECOVERY_ORDER.filter((weekday) => sessions[weekday] === null).slice(0, recovery);
  for (const weekday of recoveryDays) sessions[weekday] = { kind: 'recovery' };

  return {
    split: split.name,
    resistanceDays: resistance,
    week: WEEKDAYS.map((weekday, index) => ({ weekday, session: sessions[index] })),
  };
}
