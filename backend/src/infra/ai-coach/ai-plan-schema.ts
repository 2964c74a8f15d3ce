import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import {
  AI_PLAN_SCHEMA_MESSAGES,
  type AiPlan,
  EXERCISE_REST_DEFAULT,
  MEAL_SLOTS,
  PHOTO_ANALYSIS_INSIGHTS_DEFAULT,
  PLAN_LENGTH_WEEKS,
  STRENGTH_LIFTS,
  WORKOUT_DURATION_DEFAULT,
} from '@fitness/contracts';

// The 12-week plan as JSON Schema (spec §3 "AI plan"): sent to the language model as its structured-output format and
// used to check every plan, the model's and the built-in generator's alike, before it is saved.

const text = (maxLength = 4000) => ({ type: 'string', minLength: 1, maxLength }) as const;
const shortText = text(300);
const week = { type: 'integer', minimum: 1, maximum: PLAN_LENGTH_WEEKS } as const;
const weeksRange = { type: 'string', pattern: '^\\d{1,2}(-\\d{1,2})?$', maxLength: 5 } as const;
const count = (maximum: number) => ({ type: 'integer', minimum: 0, maximum }) as const;

function object(properties: Record<string, unknown>, optional: readonly string[] = []) {
  return {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties).filter((key) => !optional.includes(key)),
    properties,
  } as const;
}

const strengthTarget = object({ start: shortText, end: shortText, progression: shortText });

const exercise = object({
  name: shortText,
  sets: { type: 'integer', minimum: 1, maximum: 10 },
  reps: shortText,
  weight: shortText,
  rest: shortText,
  notes: text(1000),
  progressionNextWeek: text(1000),
});

const workout = object({
  day: shortText,
  type: shortText,
  duration: shortText,
  exercises: { type: 'array', minItems: 1, maxItems: 20, items: exercise },
});

const planWeek = object({
  week,
  bodyweightTarget: shortText,
  workouts: { type: 'array', minItems: 1, maxItems: 7, items: workout },
});

const workoutPhase = object(
  {
    phase: { type: 'integer', minimum: 1, maximum: PLAN_LENGTH_WEEKS },
    weeks: weeksRange,
    focus: shortText,
    description: text(),
    bodyFatTarget: shortText,
    strengthTargets: object(Object.fromEntries(STRENGTH_LIFTS.map((lift) => [lift, strengthTarget])), STRENGTH_LIFTS),
    weeklyWorkouts: { type: 'array', minItems: 1, maxItems: PLAN_LENGTH_WEEKS, items: planWeek },
  },
  ['strengthTargets'],
);

const macroTarget = object({ grams: count(2000), percentage: { type: 'number', minimum: 0, maximum: 100 } });

const sampleMeal = object({
  week,
  meal: { type: 'string', enum: [...MEAL_SLOTS] },
  name: shortText,
  ingredients: { type: 'array', minItems: 1, maxItems: 30, items: shortText },
  macros: object({ calories: count(5000), protein: count(500), carbs: count(1000), fat: count(500) }),
  preparation: text(2000),
});

const nutritionPhase = object({
  phase: { type: 'integer', minimum: 1, maximum: PLAN_LENGTH_WEEKS },
  focus: shortText,
  weeks: weeksRange,
  description: text(),
  sampleMeals: { type: 'array', minItems: 1, maxItems: 40, items: sampleMeal },
});

export const AI_PLAN_JSON_SCHEMA = object({
  personalizedSummary: object({
    userProfile: text(),
    photoAnalysisInsights: text(),
    whyThisPlan: text(),
    expectedResults: text(),
  }),
  workoutPlan: object({
    totalWeeks: { type: 'integer', const: PLAN_LENGTH_WEEKS },
    overview: text(),
    phases: { type: 'array', minItems: 1, maxItems: 6, items: workoutPhase },
  }),
  nutritionPlan: object({
    totalWeeks: { type: 'integer', const: PLAN_LENGTH_WEEKS },
    overview: text(),
    targetCalories: { type: 'integer', minimum: 800, maximum: 6000 },
    macros: object({ protein: macroTarget, carbs: macroTarget, fat: macroTarget }),
    phases: { type: 'array', minItems: 1, maxItems: 6, items: nutritionPhase },
  }),
  progressTracking: object({
    weeklyCheckins: {
      type: 'array',
      minItems: 1,
      maxItems: PLAN_LENGTH_WEEKS,
      items: object({ week, metrics: { type: 'array', minItems: 1, maxItems: 12, items: shortText }, adjustments: text(1000) }),
    },
    milestones: {
      type: 'array',
      minItems: 1,
      maxItems: PLAN_LENGTH_WEEKS,
      items: object(
        {
          week,
          goal: shortText,
          measurement: shortText,
          targets: object({ bodyFatReduction: shortText, strengthGains: shortText, bodyweightChange: shortText }, [
            'bodyFatReduction',
            'strengthGains',
            'bodyweightChange',
          ]),
        },
        ['targets'],
      ),
    },
  }),
  about: object({
    generator: { type: 'string', enum: ['built-in', 'openai'] },
    methods: { type: 'array', maxItems: 40, items: text(600) },
  }),
});

let compiled: ValidateFunction<AiPlan> | undefined;
/** Compiled on first use: compiling took about 230 ms of every start, and most processes never check a plan. */
const validatePlan = (): ValidateFunction<AiPlan> =>
  (compiled ??= new Ajv({ allErrors: true, strict: true }).compile<AiPlan>(AI_PLAN_JSON_SCHEMA));

/** The spec's own wording (§5) for an empty phase list; every other problem as "path: reason". */
function describe(error: ErrorObject): string {
  if (error.keyword === 'minItems' && error.instancePath === '/workoutPlan/phases') return AI_PLAN_SCHEMA_MESSAGES.noPhase;
  if (error.keyword === 'minItems' && error.instancePath === '/nutritionPlan/phases') {
    return AI_PLAN_SCHEMA_MESSAGES.noNutritionPhase;
  }
  return `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`;
}

/**
 * The reasons this value is not a whole 12-week plan (empty when it is): the schema, then what a schema cannot say —
 * every week 1-12 is planned exactly once.
 */
export function aiPlanProblems(value: unknown): string[] {
  const validate = validatePlan();
  if (!validate(value)) return [...new Set((validate.errors ?? []).map(describe))].slice(0, 20);
  const weeks = value.workoutPlan.phases.flatMap((phase) => phase.weeklyWorkouts.map((entry) => entry.week));
  const missing = Array.from({ length: PLAN_LENGTH_WEEKS }, (_, index) => index + 1).filter((w) => !weeks.includes(w));
  const problems: string[] = [];
  if (missing.length > 0) problems.push(`/workoutPlan/phases weeks ${missing.join(', ')} have no workouts`);
  if (weeks.length !== new Set(weeks).size) problems.push('/workoutPlan/phases a week is planned twice');
  return problems;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const records = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A model's plan with the spec's defaults (§3 "AI plan") put where it left a field out or empty: a workout's duration
 * '45 minutes', an exercise's rest '60-90 seconds', and the summary's photo insights. Everything else is left for the
 * schema to judge; the value is copied, never changed in place.
 */
export function withPlanDefaults(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const plan = structuredClone(value);
  const summary = plan.personalizedSummary;
  if (isRecord(summary) && isBlank(summary.photoAnalysisInsights)) {
    summary.photoAnalysisInsights = PHOTO_ANALYSIS_INSIGHTS_DEFAULT;
  }
  const workoutPlan = isRecord(plan.workoutPlan) ? plan.workoutPlan : {};
  for (const phase of records(workoutPlan.phases)) {
    for (const week of records(phase.weeklyWorkouts)) {
      for (const workout of records(week.workouts)) {
        if (isBlank(workout.duration)) workout.duration = WORKOUT_DURATION_DEFAULT;
        for (const exercise of records(workout.exercises)) {
          if (isBlank(exercise.rest)) exercise.rest = EXERCISE_REST_DEFAULT;
        }
      }
    }
  }
  return plan;
}

export function isAiPlan(value: unknown): value is AiPlan {
  return aiPlanProblems(value).length === 0;
}
