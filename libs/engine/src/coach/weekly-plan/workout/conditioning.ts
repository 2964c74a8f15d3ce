// Conditioning and recovery days: what to do, how hard, for how long, and how many WHO aerobic minutes they give.
// - Intensity bands as % of maximum heart rate: moderate 64-76%, vigorous 77-95% (ACSM's Guidelines for Exercise
//   Testing and Prescription, 10th ed., 2018). Maximum heart rate estimated as 208 - 0.7 × age (Tanaka H, Monahan
//   KD, Seals DR. Age-predicted maximal heart rate revisited. J Am Coll Cardiol 2001;37:153-156); an individual's
//   true maximum often differs by about 10 bpm, so the talk test and RPE come first.
// - Intervals: 4 × 4 min at 85-95% HRmax with 3 min active rest (Helgerud J et al. Med Sci Sports Exerc
//   2007;39:665-671); 8-12 × 60 s hard with 75 s easy (Little JP et al. J Physiol 2010;588:1011-1022).
// - WHO 2020 (Bull FC et al. Br J Sports Med 2020;54:1451-1462): 150-300 min moderate or 75-150 min vigorous aerobic
//   activity a week (1 vigorous minute counts as 2 moderate); older adults add balance training on 3+ days.
import type { Equipment, Stress } from './exercise-catalogue';
import type { Experience } from './prescription';
import type { ConditioningType } from './split-selection';

export interface ConditioningContext {
  equipment: Equipment;
  experience: Experience;
  avoid: ReadonlySet<Stress>;
  age: number;
}

export interface SessionContent {
  title: string;
  steps: readonly string[];
  /** Minutes the session adds to the WHO weekly totals. */
  moderateMinutes: number;
  vigorousMinutes: number;
  durationMinutes: number;
}

interface Modality {
  name: string;
  stresses: readonly Stress[];
}

const GYM_MODALITIES: readonly Modality[] = [
  { name: 'stationary bike', stresses: [] },
  { name: 'rowing machine', stresses: ['deep-knee-flexion'] },
  { name: 'elliptical', stresses: [] },
  { name: 'incline treadmill walk', stresses: [] },
  { name: 'treadmill run', stresses: ['impact'] },
];
const HOME_MODALITIES: readonly Modality[] = [
  { name: 'brisk walk (hills if you have them)', stresses: [] },
  { name: 'jog', stresses: ['impact'] },
  { name: 'outdoor cycling', stresses: [] },
  { name: 'swimming', stresses: [] },
];

export function modalities(context: ConditioningContext): string {
  const options = context.equipment === 'full-gym' ? GYM_MODALITIES : HOME_MODALITIES;
  const allowed = options.filter((option) => !option.stresses.some((stress) => context.avoid.has(stress)));
  return joinOr(allowed.slice(0, 3).map((option) => option.name));
}

/** Estimated maximum heart rate (Tanaka 2001). */
export function estimatedMaxHeartRate(age: number): number {
  return 208 - 0.7 * age;
}

function heartRate(age: number, low: number, high: number): string {
  const max = estimatedMaxHeartRate(age);
  return `${Math.round(max * low)}-${Math.round(max * high)} bpm`;
}

const STEADY_MINUTES: Record<Experience, readonly [number, number]> = {
  beginner: [20, 30],
  intermediate: [30, 45],
  advanced: [40, 60],
};
const LONG_MINUTES: Record<Experience, readonly [number, number]> = {
  beginner: [35, 45],
  intermediate: [50, 70],
  advanced: [75, 100],
};

const mid = ([low, high]: readonly [number, number]) => Math.round((low + high) / 2);

export function conditioningSession(type: ConditioningType, context: ConditioningContext): SessionContent {
  const mode = modalities(context);
  const { age, experience } = context;
  const easyZone = `RPE 3-4 of 10, full sentences possible, about ${heartRate(age, 0.6, 0.7)}`;
  const moderateZone = `RPE 4-5 of 10, you can talk but not sing, about ${heartRate(age, 0.64, 0.76)}`;
  switch (type) {
    case 'steady': {
      const minutes = STEADY_MINUTES[experience];
      return {
        title: 'Steady aerobic',
        steps: [
          `${minutes[0]}-${minutes[1]} min of ${mode} at a steady, conversational pace (${moderateZone}).`,
          'Finish with 5 min of easy movement and the hip and calf stretches from the recovery day.',
        ],
        moderateMinutes: mid(minutes),
        vigorousMinutes: 0,
        durationMinutes: mid(minutes) + 5,
      };
    }
    case 'long': {
      const minutes = LONG_MINUTES[experience];
      return {
        title: 'Long easy aerobic',
        steps: [
          `${minutes[0]}-${minutes[1]} min of ${mode}, easy all the way (${easyZone}).`,
          'If you cannot hold a conversation, slow down: this session builds the aerobic base, not speed.',
        ],
        moderateMinutes: mid(minutes),
        vigorousMinutes: 0,
        durationMinutes: mid(minutes),
      };
    }
    case 'tempo': {
      const blocks = experience === 'advanced' ? 3 : 2;
      return {
        title: 'Tempo',
        steps: [
          `10 min easy ${mode}.`,
          `${blocks} × 10 min comfortably hard (RPE 7 of 10, short phrases only, about ${heartRate(age, 0.8, 0.88)}), 3 min easy between.`,
          '10 min easy to finish.',
        ],
        moderateMinutes: 20 + (blocks - 1) * 3,
        vigorousMinutes: blocks * 10,
        durationMinutes: 20 + blocks * 10 + (blocks - 1) * 3,
      };
    }
    case 'intervals':
      return intervals(mode, context);
    case 'speed':
      return speed(mode, context);
  }
}

function intervals(mode: string, context: ConditioningContext): SessionContent {
  const { age, experience } = context;
  const hard = heartRate(age, 0.85, 0.95);
  if (experience === 'beginner') {
    return {
      title: 'Gentle intervals',
      steps: [
        `5 min easy ${mode}.`,
        `6 × (1 min brisk at RPE 7 of 10, 2 min easy). Brisk means breathing hard but in control.`,
        '5 min easy to finish.',
      ],
      moderateMinutes: 22,
      vigorousMinutes: 6,
      durationMinutes: 28,
    };
  }
  if (experience === 'intermediate') {
    return {
      title: 'Intervals',
      steps: [
        `10 min easy ${mode}, with the last 2 min building up.`,
        `8 × (60 s hard at RPE 8 of 10, about ${hard} by the end of each rep; 75 s easy).`,
        '10 min easy to finish.',
      ],
      moderateMinutes: 30,
      vigorousMinutes: 8,
      durationMinutes: 38,
    };
  }
  return {
    title: '4 × 4 intervals',
    steps: [
      `10 min easy ${mode}, with the last 2 min building up.`,
      `4 × (4 min hard at RPE 8-9 of 10, about ${hard}; 3 min easy).`,
      '10 min easy to finish.',
    ],
    moderateMinutes: 29,
    vigorousMinutes: 16,
    durationMinutes: 45,
  };
}

function speed(mode: string, context: ConditioningContext): SessionContent {
  if (context.avoid.has('impact')) {
    return {
      title: 'Speed (low impact)',
      steps: [
        `10 min easy ${mode}.`,
        '8 × (10 s all-out sprint on the bike or in the water, 110 s very easy).',
        '10 min easy to finish.',
      ],
      moderateMinutes: 35,
      vigorousMinutes: 2,
      durationMinutes: 37,
    };
  }
  return {
    title: 'Speed and agility',
    steps: [
      '10 min warm-up: easy jog, skips, side shuffles, leg swings.',
      '6 × 20 m accelerations from a standing start, walking back between (full recovery).',
      '4 × 5-10-5 shuttle (sprint 5 m, turn, 10 m, turn, 5 m), 90 s rest between.',
      '3 × 10 m lateral shuffle each way.',
      `10 min easy ${mode} to finish.`,
    ],
    moderateMinutes: 25,
    vigorousMinutes: 5,
    durationMinutes: 40,
  };
}

interface Drill {
  text: string;
  stresses: readonly Stress[];
}

const MOBILITY_DRILLS: readonly Drill[] = [
  { text: 'Open-book thoracic rotation, 8 each side', stresses: [] },
  { text: 'Half-kneeling hip-flexor stretch (cushion under the knee), 2 × 30 s each side', stresses: [] },
  { text: 'Ankle rocks, knee towards a wall, 10 each side', stresses: [] },
  { text: 'Cat-camel on hands and knees, 8 slow reps', stresses: ['wrist-extension'] },
  { text: '90/90 hip switches, 8 each side', stresses: ['deep-hip-flexion'] },
  { text: 'Deep squat hold holding a door frame, 3 × 20 s', stresses: ['deep-knee-flexion', 'deep-hip-flexion'] },
  { text: 'Wall slides, 10 slow reps', stresses: ['overhead-press'] },
  { text: 'Dead bug, 2 × 8 each side, slow breathing', stresses: [] },
  { text: 'Calf stretch against a wall, 2 × 30 s each side', stresses: [] },
];

const BALANCE_DRILLS: readonly string[] = [
  'Single-leg stand next to a wall, 3 × 30 s each side',
  'Heel-to-toe walk along a line, 3 × 10 steps',
];

/** Age from which the plan adds balance work (WHO 2020: older adults, 65+). */
export const BALANCE_AGE = 65;

export function recoverySession(context: ConditioningContext): SessionContent {
  const drills = MOBILITY_DRILLS.filter((drill) => !drill.stresses.some((stress) => context.avoid.has(stress)));
  const balance = context.age >= BALANCE_AGE ? BALANCE_DRILLS : [];
  return {
    title: 'Active recovery and mobility',
    steps: [
      `20-30 min easy ${context.equipment === 'full-gym' ? 'stationary bike or walk' : 'walk'} (RPE 2-3 of 10: easier than the steady sessions).`,
      `Mobility circuit, once or twice through: ${[...drills.map((drill) => drill.text), ...balance].join('; ')}.`,
    ],
    moderateMinutes: 0,
    vigorousMinutes: 0,
    durationMinutes: 40,
  };
}

function joinOr(words: readonly string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}
