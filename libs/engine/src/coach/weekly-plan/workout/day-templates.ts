// What each kind of resistance day trains: an ordered list of movement slots (power first, then the main lift,
// then secondary compounds, accessories and core), and for each slot the exercises that can fill it, best first.
// Selection takes the first candidate the equipment, experience and limitations allow.
import type { ExerciseId } from './exercise-catalogue';
import type { Goal, Role } from './prescription';

export type SlotId =
  | 'power-lower'
  | 'power-upper'
  | 'squat'
  | 'squat-secondary'
  | 'single-leg'
  | 'hinge-main'
  | 'hinge-secondary'
  | 'hip-extension'
  | 'hamstring-curl'
  | 'quad-isolation'
  | 'calf'
  | 'h-push-main'
  | 'h-push-secondary'
  | 'chest-isolation'
  | 'v-push'
  | 'lateral-raise'
  | 'rear-delt'
  | 'h-pull-main'
  | 'h-pull-secondary'
  | 'v-pull'
  | 'v-pull-secondary'
  | 'biceps'
  | 'biceps-b'
  | 'triceps'
  | 'triceps-b'
  | 'core-anti-extension'
  | 'core-anti-rotation'
  | 'carry';

// Knee-, back-, shoulder- and wrist-friendly options sit at the end of each list, so they are reached only when the
// usual choices are ruled out.
export const SLOT_CANDIDATES: Record<SlotId, readonly ExerciseId[]> = {
  'power-lower': ['box-jump', 'broad-jump', 'squat-jump', 'kettlebell-swing', 'med-ball-rotational-throw'],
  'power-upper': ['med-ball-chest-throw', 'explosive-incline-push-up', 'med-ball-rotational-throw'],
  squat: [
    'barbell-back-squat',
    'goblet-squat',
    'assisted-pistol-squat',
    'bodyweight-squat',
    'barbell-box-squat',
    'dumbbell-box-squat',
    'spanish-squat',
    'chair-sit-to-stand',
    'wall-sit',
  ],
  'squat-secondary': [
    'leg-press',
    'bulgarian-split-squat',
    'goblet-squat',
    'split-squat',
    'dumbbell-box-squat',
    'spanish-squat',
    'step-up',
    'wall-sit',
  ],
  'single-leg': [
    'bulgarian-split-squat',
    'dumbbell-reverse-lunge',
    'split-squat',
    'step-up',
    'single-leg-glute-bridge',
  ],
  'hinge-main': [
    'conventional-deadlift',
    'trap-bar-deadlift',
    'dumbbell-rdl',
    'single-leg-rdl',
    'barbell-hip-thrust',
    'dumbbell-hip-thrust',
    'glute-bridge',
  ],
  'hinge-secondary': [
    'barbell-rdl',
    'dumbbell-rdl',
    'single-leg-rdl',
    'cable-pull-through',
    'band-pull-through',
    'single-leg-glute-bridge',
  ],
  'hip-extension': ['barbell-hip-thrust', 'dumbbell-hip-thrust', 'single-leg-glute-bridge', 'glute-bridge'],
  'hamstring-curl': ['lying-leg-curl', 'nordic-curl', 'band-leg-curl', 'slider-leg-curl'],
  'quad-isolation': ['leg-extension', 'spanish-squat', 'wall-sit'],
  calf: ['standing-calf-raise', 'dumbbell-calf-raise', 'single-leg-calf-raise'],
  'h-push-main': [
    'barbell-bench-press',
    'dumbbell-bench-press',
    'push-up',
    'neutral-wrist-push-up',
    'table-edge-push-up',
  ],
  'h-push-secondary': [
    'incline-dumbbell-press',
    'machine-chest-press',
    'dip',
    'push-up',
    'neutral-wrist-push-up',
    'table-edge-push-up',
  ],
  'chest-isolation': ['cable-fly', 'dumbbell-fly'],
  'v-push': [
    'barbell-overhead-press',
    'seated-dumbbell-press',
    'pike-push-up',
    'landmine-press',
    'neutral-incline-press',
    'table-edge-push-up',
  ],
  'lateral-raise': ['cable-lateral-raise', 'dumbbell-lateral-raise', 'band-lateral-raise', 'prone-y-raise'],
  'rear-delt': ['face-pull', 'band-pull-apart', 'dumbbell-reverse-fly', 'prone-y-raise'],
  'h-pull-main': ['barbell-row', 'seated-cable-row', 'chest-supported-row', 'band-row', 'table-row'],
  'h-pull-secondary': ['one-arm-dumbbell-row', 'seated-cable-row', 'chest-supported-row', 'band-row', 'table-row'],
  'v-pull': ['pull-up', 'lat-pulldown', 'band-lat-pulldown', 'table-row-underhand'],
  'v-pull-secondary': ['lat-pulldown', 'band-lat-pulldown', 'pull-up', 'table-row-underhand'],
  biceps: ['barbell-curl', 'dumbbell-curl', 'band-curl', 'table-row-underhand'],
  'biceps-b': ['hammer-curl', 'band-curl', 'table-row-underhand'],
  triceps: [
    'cable-pushdown',
    'dumbbell-skull-crusher',
    'band-pushdown',
    'close-grip-push-up',
    'table-triceps-extension',
  ],
  'triceps-b': ['overhead-cable-extension', 'band-pushdown', 'table-triceps-extension', 'close-grip-push-up'],
  'core-anti-extension': ['ab-wheel', 'plank', 'dead-bug'],
  'core-anti-rotation': ['cable-pallof-press', 'band-pallof-press', 'side-plank', 'bird-dog', 'dead-bug'],
  carry: ['farmer-carry', 'suitcase-carry', 'side-plank'],
};

export interface SlotUse {
  slot: SlotId;
  role: Role;
  /** Only for these goals (e.g. arm isolation for muscle gain); all goals when absent. */
  goals?: readonly Goal[];
}

export type TemplateId =
  | 'full-a'
  | 'full-b'
  | 'full-c'
  | 'upper-a'
  | 'lower-a'
  | 'upper-b'
  | 'lower-b'
  | 'push'
  | 'pull'
  | 'legs'
  | 'push-b'
  | 'pull-b'
  | 'legs-b';

export interface DayTemplate {
  title: string;
  focus: string;
  slots: readonly SlotUse[];
}

const athletic: Goal[] = ['athletic-performance'];
const armsFor: Goal[] = ['muscle-gain', 'general-fitness', 'fat-loss'];
const hypertrophy: Goal[] = ['muscle-gain'];

export const DAY_TEMPLATES: Record<TemplateId, DayTemplate> = {
  'full-a': {
    title: 'Full body A',
    focus: 'squat, horizontal press and row',
    slots: [
      { slot: 'power-lower', role: 'power', goals: athletic },
      { slot: 'squat', role: 'main' },
      { slot: 'h-push-main', role: 'secondary' },
      { slot: 'h-pull-main', role: 'secondary' },
      { slot: 'hip-extension', role: 'accessory' },
      { slot: 'lateral-raise', role: 'isolation', goals: hypertrophy },
      { slot: 'core-anti-extension', role: 'core' },
    ],
  },
  'full-b': {
    title: 'Full body B',
    focus: 'hinge, overhead press and vertical pull',
    slots: [
      { slot: 'power-upper', role: 'power', goals: athletic },
      { slot: 'hinge-main', role: 'main' },
      { slot: 'v-push', role: 'secondary' },
      { slot: 'v-pull', role: 'secondary' },
      { slot: 'single-leg', role: 'accessory' },
      { slot: 'biceps', role: 'isolation', goals: hypertrophy },
      { slot: 'core-anti-rotation', role: 'core' },
    ],
  },
  'full-c': {
    title: 'Full body C',
    focus: 'single-leg, incline press and one-arm row',
    slots: [
      { slot: 'power-lower', role: 'power', goals: athletic },
      { slot: 'squat-secondary', role: 'main' },
      { slot: 'h-push-secondary', role: 'secondary' },
      { slot: 'h-pull-secondary', role: 'secondary' },
      { slot: 'hamstring-curl', role: 'accessory' },
      { slot: 'triceps', role: 'isolation', goals: hypertrophy },
      { slot: 'carry', role: 'core' },
    ],
  },
  'upper-a': {
    title: 'Upper body A',
    focus: 'horizontal press and row',
    slots: [
      { slot: 'power-upper', role: 'power', goals: athletic },
      { slot: 'h-push-main', role: 'main' },
      { slot: 'h-pull-main', role: 'main' },
      { slot: 'v-push', role: 'secondary' },
      { slot: 'v-pull-secondary', role: 'secondary' },
      { slot: 'lateral-raise', role: 'isolation' },
      { slot: 'biceps', role: 'isolation', goals: armsFor },
      { slot: 'triceps', role: 'isolation', goals: armsFor },
    ],
  },
  'lower-a': {
    title: 'Lower body A',
    focus: 'squat',
    slots: [
      { slot: 'power-lower', role: 'power', goals: athletic },
      { slot: 'squat', role: 'main' },
      { slot: 'hinge-secondary', role: 'secondary' },
      { slot: 'single-leg', role: 'accessory' },
      { slot: 'hamstring-curl', role: 'isolation' },
      { slot: 'calf', role: 'isolation' },
      { slot: 'core-anti-extension', role: 'core' },
    ],
  },
  'upper-b': {
    title: 'Upper body B',
    focus: 'vertical pull and incline press',
    slots: [
      { slot: 'power-upper', role: 'power', goals: athletic },
      { slot: 'v-pull', role: 'main' },
      { slot: 'h-push-secondary', role: 'main' },
      { slot: 'h-pull-secondary', role: 'secondary' },
      { slot: 'chest-isolation', role: 'isolation', goals: hypertrophy },
      { slot: 'rear-delt', role: 'isolation' },
      { slot: 'biceps-b', role: 'isolation', goals: armsFor },
      { slot: 'triceps-b', role: 'isolation', goals: armsFor },
    ],
  },
  'lower-b': {
    title: 'Lower body B',
    focus: 'hinge',
    slots: [
      { slot: 'power-lower', role: 'power', goals: athletic },
      { slot: 'hinge-main', role: 'main' },
      { slot: 'squat-secondary', role: 'secondary' },
      { slot: 'hip-extension', role: 'accessory' },
      { slot: 'quad-isolation', role: 'isolation', goals: hypertrophy },
      { slot: 'calf', role: 'isolation' },
      { slot: 'core-anti-rotation', role: 'core' },
    ],
  },
  push: {
    title: 'Push',
    focus: 'chest, shoulders and triceps',
    slots: [
      { slot: 'power-upper', role: 'power', goals: athletic },
      { slot: 'h-push-main', role: 'main' },
      { slot: 'v-push', role: 'secondary' },
      { slot: 'h-push-secondary', role: 'accessory' },
      { slot: 'lateral-raise', role: 'isolation' },
      { slot: 'triceps', role: 'isolation' },
      { slot: 'chest-isolation', role: 'isolation', goals: hypertrophy },
    ],
  },
  pull: {
    title: 'Pull',
    focus: 'back, rear shoulders and biceps',
    slots: [
      { slot: 'v-pull', role: 'main' },
      { slot: 'h-pull-main', role: 'secondary' },
      { slot: 'h-pull-secondary', role: 'accessory' },
      { slot: 'rear-delt', role: 'isolation' },
      { slot: 'biceps', role: 'isolation' },
      { slot: 'core-anti-rotation', role: 'core' },
    ],
  },
  legs: {
    title: 'Legs',
    focus: 'quads, hamstrings, glutes and calves',
    slots: [
      { slot: 'power-lower', role: 'power', goals: athletic },
      { slot: 'squat', role: 'main' },
      { slot: 'hinge-secondary', role: 'secondary' },
      { slot: 'single-leg', role: 'accessory' },
      { slot: 'hamstring-curl', role: 'isolation' },
      { slot: 'calf', role: 'isolation' },
      { slot: 'core-anti-extension', role: 'core' },
    ],
  },
  'push-b': {
    title: 'Push B',
    focus: 'shoulders, upper chest and triceps',
    slots: [
      { slot: 'v-push', role: 'main' },
      { slot: 'h-push-secondary', role: 'secondary' },
      { slot: 'chest-isolation', role: 'isolation' },
      { slot: 'lateral-raise', role: 'isolation' },
      { slot: 'triceps-b', role: 'isolation' },
    ],
  },
  'pull-b': {
    title: 'Pull B',
    focus: 'rows, lats and arms',
    slots: [
      { slot: 'h-pull-main', role: 'main' },
      { slot: 'v-pull-secondary', role: 'secondary' },
      { slot: 'h-pull-secondary', role: 'accessory' },
      { slot: 'rear-delt', role: 'isolation' },
      { slot: 'biceps-b', role: 'isolation' },
      { slot: 'carry', role: 'core' },
    ],
  },
  'legs-b': {
    title: 'Legs B',
    focus: 'hinge and glutes',
    slots: [
      { slot: 'hinge-main', role: 'main' },
      { slot: 'squat-secondary', role: 'secondary' },
      { slot: 'hip-extension', role: 'accessory' },
      { slot: 'hamstring-curl', role: 'isolation' },
      { slot: 'calf', role: 'isolation' },
      { slot: 'core-anti-rotation', role: 'core' },
    ],
  },
};
