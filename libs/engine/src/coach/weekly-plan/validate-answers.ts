// The engine checks the answers itself too, so a caller that skipped validation gets a 400-style EngineInputError
// listing every bad field rather than a crash deep in the plan builder.
import type { NutritionAnswers, WorkoutAnswers } from '@fitness/contracts';
import {
  COOKING_SKILLS,
  DIETS,
  EXPERIENCE_LEVELS,
  MEAL_FREQUENCIES,
  NUTRITION_GOALS,
  WORKOUT_DAYS_PER_WEEK,
  WORKOUT_EQUIPMENT,
  WORKOUT_GOALS,
} from '@fitness/contracts';
import type { FieldIssue } from '../../input/engine-input-error';
import { EngineInputError } from '../../input/engine-input-error';

export function checkWorkoutAnswers(answers: WorkoutAnswers): void {
  const issues: FieldIssue[] = [];
  oneOf(issues, 'goal', answers.goal, WORKOUT_GOALS);
  oneOf(issues, 'experienceLevel', answers.experienceLevel, EXPERIENCE_LEVELS);
  oneOf(issues, 'equipmentAccess', answers.equipmentAccess, WORKOUT_EQUIPMENT);
  const days: unknown = answers.daysPerWeek;
  if (
    typeof days !== 'number' ||
    !Number.isInteger(days) ||
    days < WORKOUT_DAYS_PER_WEEK.min ||
    days > WORKOUT_DAYS_PER_WEEK.max
  ) {
    issues.push({
      field: 'answers.daysPerWeek',
      message: `Days per week must be a whole number from ${WORKOUT_DAYS_PER_WEEK.min} to ${WORKOUT_DAYS_PER_WEEK.max}.`,
    });
  }
  optionalText(issues, 'limitations', answers.limitations);
  if (issues.length > 0) throw new EngineInputError(issues);
}

export function checkNutritionAnswers(answers: NutritionAnswers): void {
  const issues: FieldIssue[] = [];
  oneOf(issues, 'goal', answers.goal, NUTRITION_GOALS);
  oneOf(issues, 'dietaryRestrictions', answers.dietaryRestrictions, DIETS);
  oneOf(issues, 'mealFrequency', answers.mealFrequency, MEAL_FREQUENCIES);
  oneOf(issues, 'cookingSkill', answers.cookingSkill, COOKING_SKILLS);
  optionalText(issues, 'allergies', answers.allergies);
  if (issues.length > 0) throw new EngineInputError(issues);
}

function oneOf(issues: FieldIssue[], field: string, value: unknown, options: readonly string[]): void {
  if (typeof value === 'string' && options.includes(value)) return;
  issues.push({ field: `answers.${field}`, message: `${field} must be one of ${options.join(', ')}.` });
}

function optionalText(issues: FieldIssue[], field: string, value: unknown): void {
  if (value === undefined || value === null || typeof value === 'string') return;
  issues.push({ field: `answers.${field}`, message: `${field} must be text.` });
}
