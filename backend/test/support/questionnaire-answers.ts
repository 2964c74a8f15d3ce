import { uniqueEmail } from './factories';

/** A questionnaire with every step answered (spec §2, §3), as the wizard sends it. */
export function completeAnswers(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: uniqueEmail('plan'),
    name: 'Alex Morgan',
    age: '25-34',
    gender: 'female',
    fitnessLevel: 'intermediate',
    workoutFrequency: '3-4-times',
    primaryGoal: 'lose-weight',
    previousInjuries: 'Left knee meniscus, 2022',
    equipmentAccess: 'full-gym',
    timeCommitment: '45-60-min',
    workoutLocation: 'gym',
    physicalLimitations: '',
    cookingFrequency: 'few-times-week',
    mealPrepTime: '30-min',
    dietaryRestrictions: ['Vegetarian'],
    foodBudget: 'moderate',
    workSchedule: '9-5-weekdays',
    sleepHours: '7-8-hours',
    stressLevel: 'moderate',
    motivation: 'Feel strong for hiking',
    additionalInfo: '',
    workoutTypes: [],
    secondaryGoals: [],
    preferredWorkoutTimes: [],
    mobilityIssues: [],
    supplementUsage: [],
    activeRecovery: [],
    trackingMethods: [],
    biggestChallenges: [],
    ...overrides,
  };
}
