import {
  AI_PLAN_TEXTS,
  type AiPlan,
  MEAL_SLOTS,
  type WorkoutPhase,
  STRENGTH_LIFTS,
  type StrengthLift,
} from '@fitness/contracts';

/** What the PDF shows: the plan, who it is for, the analysis's key numbers, and the date it was made. */
export interface AiPlanPdfDocument {
  plan: AiPlan;
  person: { name: string };
  numbers: {
    bodyFatPercentage: number;
    bodyFatRange?: { low: number; high: number };
    fitnessAge?: number;
    overallScore?: number;
    weightKg?: number;
    heightCm?: number;
  };
  /** e.g. '24 November 2026'; passed in so the same document renders the same. */
  generatedOn: string;
}

const LIFT_LABELS: Record<StrengthLift, string> = {
  bench: 'Bench press',
  squat: 'Squat',
  deadlift: 'Deadlift',
  overhead: 'Overhead press',
};

interface SessionRow {
  name: string;
  rest: string;
  notes: string;
  howToProgress: string;
  /** One cell per week of the phase: sets × reps and the load, or an em dash when that week has no such exercise. */
  cells: string[];
}

/**
 * A phase's weeks as one table per session (rows: exercises, columns: weeks), so twelve weeks read like a training
 * log instead of 48 near-identical tables. Sessions and exercises are matched by day and name, so a plan whose
 * weeks differ (a model's) still lines up.
 */
function sessionTables(phase: WorkoutPhase) {
  const sessions = new Map<string, { day: string; type: string; duration: string; rows: Map<string, SessionRow> }>();
  const weeks = phase.weeklyWorkouts;
  weeks.forEach((week, weekIndex) => {
    for (const workout of week.workouts) {
      const key = `${workout.day}|${workout.type}`;
      if (!sessions.has(key)) sessions.set(key, { day: workout.day, type: workout.type, duration: workout.duration, rows: new Map() });
      const session = sessions.get(key)!;
      for (const exercise of workout.exercises) {
        if (!session.rows.has(exercise.name)) {
          session.rows.set(exercise.name, {
            name: exercise.name,
            rest: exercise.rest,
            notes: exercise.notes,
            howToProgress: exercise.progressionNextWeek,
            cells: weeks.map(() => '—'),
          });
        }
        const generic = /^(a load|bodyweight$)/i.test(exercise.weight);
        session.rows.get(exercise.name)!.cells[weekIndex] =
          `${exercise.sets} × ${exercise.reps}${generic ? '' : ` @ ${exercise.weight}`}`;
      }
    }
  });
  return [...sessions.values()].map((session) => ({ ...session, rows: [...session.rows.values()] }));
}

const capitalize = (text: string) => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;
const one = (value: number) => value.toFixed(1);

/** The template's view of the document: grouped, labelled and formatted, so the template only lays it out. */
export function aiPlanTemplateContext(doc: AiPlanPdfDocument) {
  const { plan, numbers } = doc;
  const { macros } = plan.nutritionPlan;
  const keyNumbers = [
    {
      label: 'Body fat',
      value: `${one(numbers.bodyFatPercentage)}%`,
      note: numbers.bodyFatRange ? `likely ${one(numbers.bodyFatRange.low)}-${one(numbers.bodyFatRange.high)}%` : 'estimate',
    },
    { label: 'Daily target', value: `${plan.nutritionPlan.targetCalories.toLocaleString('en-US')} kcal`, note: '±10% estimate' },
    { label: 'Protein', value: `${macros.protein.grams} g`, note: `${macros.protein.percentage}% of energy` },
    ...(numbers.weightKg === undefined ? [] : [{ label: 'Weight', value: `${one(numbers.weightKg)} kg`, note: numbers.heightCm ? `${Math.round(numbers.heightCm)} cm tall` : '' }]),
    ...(numbers.fitnessAge === undefined ? [] : [{ label: 'Fitness age', value: `${Math.round(numbers.fitnessAge)}`, note: 'from your analysis' }]),
    ...(numbers.overallScore === undefined ? [] : [{ label: 'Fitness score', value: `${Math.round(numbers.overallScore)}/100`, note: 'from your analysis' }]),
  ];
  return {
    name: doc.person.name,
    generatedOn: doc.generatedOn,
    totalWeeks: plan.workoutPlan.totalWeeks,
    keyNumbers,
    summary: [
      { heading: 'Your profile', text: plan.personalizedSummary.userProfile },
      { heading: 'From your analysis', text: plan.personalizedSummary.photoAnalysisInsights },
      { heading: 'Why this plan', text: plan.personalizedSummary.whyThisPlan },
      { heading: 'What to expect', text: plan.personalizedSummary.expectedResults },
    ],
    workoutOverview: plan.workoutPlan.overview,
    phases: plan.workoutPlan.phases.map((phase) => ({
      phase: phase.phase,
      weeks: phase.weeks,
      focus: phase.focus,
      description: phase.description,
      bodyFatTarget: phase.bodyFatTarget,
      strength: STRENGTH_LIFTS.flatMap((lift) => {
        const target = phase.strengthTargets?.[lift];
        return target ? [{ label: LIFT_LABELS[lift], ...target }] : [];
      }),
      bodyweight: phase.weeklyWorkouts.map((week) => ({ week: week.week, target: week.bodyweightTarget })),
      weekNumbers: phase.weeklyWorkouts.map((week) => week.week),
      sessions: sessionTables(phase),
    })),
    nutrition: {
      overview: plan.nutritionPlan.overview,
      targetCalories: plan.nutritionPlan.targetCalories.toLocaleString('en-US'),
      macros: [
        { label: 'Protein', ...macros.protein },
        { label: 'Carbohydrate', ...macros.carbs },
        { label: 'Fat', ...macros.fat },
      ],
      phases: plan.nutritionPlan.phases.map((phase) => ({
        ...phase,
        // Every meal slot appears; one the plan has no meal for says so (spec §2).
        slots: MEAL_SLOTS.map((slot) => {
          const meals = phase.sampleMeals.filter((meal) => meal.meal === slot);
          return { label: capitalize(slot), meals, comingSoon: meals.length === 0 ? AI_PLAN_TEXTS.mealComingSoon(capitalize(slot)) : null };
        }),
      })),
    },
    checkins: plan.progressTracking.weeklyCheckins,
    milestones: plan.progressTracking.milestones,
    methods: plan.about.methods,
    writtenBy: plan.about.generator === 'openai' ? 'a language model, checked against the plan schema' : 'the Fitness plan engine',
  };
}
