// User stats of the free analysis (spec §3, §5, §9). One list per option set, read by the stats form,
// the server DTOs and the engine alike.

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const GOALS = ['lose_fat', 'build_muscle', 'get_toned', 'general_fitness'] as const;
export type Goal = (typeof GOALS)[number];

export const ACTIVITY_LEVELS = ['sedentary', 'lightly_active', 'moderately_active', 'very_active'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

export const ATHLETE_LEVELS = ['beginner', 'intermediate', 'advanced', 'elite'] as const;
export type AthleteLevel = (typeof ATHLETE_LEVELS)[number];

/** Display labels for the option sets above. */
export const GENDER_LABELS: Record<Gender, string> = { male: 'Male', female: 'Female', other: 'Other' };
export const GOAL_LABELS: Record<Goal, string> = {
  lose_fat: 'Lose fat',
  build_muscle: 'Build muscle',
  get_toned: 'Get toned',
  general_fitness: 'General fitness',
};
export const ACTIVITY_LEVEL_LABELS: Record<ActivityLevel, string> = {
  sedentary: 'Sedentary',
  lightly_active: 'Lightly active',
  moderately_active: 'Moderately active',
  very_active: 'Very active',
};
export const ATHLETE_LEVEL_LABELS: Record<AthleteLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  elite: 'Elite',
};

/** Server-side validation ranges (spec §5). */
export const STATS_LIMITS = {
  age: { min: 16, max: 100 },
  bfPercent: { min: 5, max: 50 },
  // Optional tape measures and heart rate: every measured adult fits (NHANES waists reach about 180 cm, in adults
  // over 250 kg); beyond these a value is a unit mix-up (mm, inches). The engine checks them against height too.
  waistCm: { min: 40, max: 250 },
  neckCm: { min: 20, max: 70 },
  hipCm: { min: 50, max: 250 },
  restingHeartRate: { min: 30, max: 130 },
} as const;

/** Stats form options and defaults (spec §9). */
export const STATS_FORM = {
  age: { min: 16, max: 80, default: 25 },
  heightCm: { min: 140, max: 220, default: 175 },
  weightKg: { min: 40, max: 150, default: 70 },
  bfPercent: { min: 5, max: 50, default: 20 },
  defaults: {
    goal: 'general_fitness' as Goal,
    activityLevel: 'moderately_active' as ActivityLevel,
    gender: 'male' as Gender,
    athleteLevel: 'beginner' as AthleteLevel,
  },
} as const;

/** The user stats payload (spec §3) plus the optional measurements of issue 3. */
export interface UserStats {
  age: number;
  gender: Gender;
  height: string;
  weight: string;
  goal: Goal;
  activityLevel: ActivityLevel;
  trainingHistory?: string;
  preferences?: string;
  bfPercent?: number;
  athleteLevel?: AthleteLevel;
  waistCm?: number;
  neckCm?: number;
  hipCm?: number;
  restingHeartRate?: number;
}

/** Longest email address SMTP allows (RFC 5321 path limit): every form and body that takes an email. */
export const EMAIL_MAX_LENGTH = 254;

/** Spec §5: an empty email, or one without '@', is refused ('Invalid Email'); the input is also an email field. */
export function isAcceptableEmail(email: string): boolean {
  return email.trim() !== '' && email.includes('@');
}
