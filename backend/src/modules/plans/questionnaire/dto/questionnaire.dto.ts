import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  AI_PLAN_SCHEMA_MESSAGES,
  AGE_RANGES,
  COOKING_FREQUENCIES,
  DIETARY_RESTRICTIONS,
  EMAIL_MAX_LENGTH,
  EQUIPMENT_ACCESS,
  FITNESS_LEVELS,
  FOOD_BUDGETS,
  MEAL_PREP_TIMES,
  PRIMARY_GOALS,
  QUESTIONNAIRE_GENDERS,
  QUESTIONNAIRE_TEXT_MAX_LENGTH,
  type QuestionnaireAnswers,
  SLEEP_HOURS,
  STRESS_LEVELS,
  TIME_COMMITMENTS,
  WORK_SCHEDULES,
  WORKOUT_FREQUENCIES,
  WORKOUT_LOCATIONS,
} from '@fitness/contracts';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { IsOneOf, Trim } from '../../../../common/validation/field-decorators';

const NAME_MAX_LENGTH = 100;
const LIST_MAX_ITEMS = 20;
const LIST_ITEM_MAX_LENGTH = 100;

/** An optional free-text answer: trimmed, bounded. */
function FreeText(field: string): PropertyDecorator {
  const decorators = [
    ApiPropertyOptional({ maxLength: QUESTIONNAIRE_TEXT_MAX_LENGTH }),
    IsOptional(),
    Trim(),
    IsString({ message: `${field} must be text` }),
    MaxLength(QUESTIONNAIRE_TEXT_MAX_LENGTH, { message: `${field} must be at most ${QUESTIONNAIRE_TEXT_MAX_LENGTH} characters` }),
  ];
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

/** An optional answer from an option list; an empty string counts as not answered. */
function OptionalOption(field: string, options: readonly string[]): PropertyDecorator {
  const decorators = [
    ApiPropertyOptional({ enum: options }),
    ValidateIf((_object, value) => value !== undefined && value !== null && value !== ''),
    IsOneOf(field, options),
  ];
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

/** A list field the answers object carries without an input (spec §3): short texts, a bounded number of them. */
function TextList(field: string): PropertyDecorator {
  const decorators = [
    ApiPropertyOptional({ type: [String], maxItems: LIST_MAX_ITEMS }),
    IsOptional(),
    IsArray({ message: `${field} must be a list` }),
    ArrayMaxSize(LIST_MAX_ITEMS, { message: `${field} may hold at most ${LIST_MAX_ITEMS} items` }),
    IsString({ each: true, message: `each ${field} item must be text` }),
    MaxLength(LIST_ITEM_MAX_LENGTH, { each: true, message: `each ${field} item must be at most ${LIST_ITEM_MAX_LENGTH} characters` }),
  ];
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

/**
 * POST /api/questionnaire: the whole answers object (spec §3), required fields as spec §5 lists them per step and
 * the options exactly as spec §2 lists them.
 */
export class SubmitQuestionnaireDto implements QuestionnaireAnswers {
  @ApiPropertyOptional({ format: 'uuid', description: 'The analysis the plan is for (required by the AI plan later)' })
  @IsOptional()
  @IsUUID('all', { message: 'analysisId must be a UUID' })
  analysisId?: string;

  // Step 1: Personal Information
  @ApiProperty({ example: 'alex@example.com', maxLength: EMAIL_MAX_LENGTH })
  @Trim()
  @IsEmail({}, { message: AI_PLAN_SCHEMA_MESSAGES.invalidEmail })
  @MaxLength(EMAIL_MAX_LENGTH)
  email!: string;

  @ApiProperty({ example: 'Alex Morgan', maxLength: NAME_MAX_LENGTH })
  @Trim()
  @IsString({ message: 'name must be text' })
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(NAME_MAX_LENGTH, { message: `name must be at most ${NAME_MAX_LENGTH} characters` })
  name!: string;

  @ApiProperty({ enum: AGE_RANGES })
  @IsOneOf('age', AGE_RANGES)
  age!: QuestionnaireAnswers['age'];

  @ApiProperty({ enum: QUESTIONNAIRE_GENDERS })
  @IsOneOf('gender', QUESTIONNAIRE_GENDERS)
  gender!: QuestionnaireAnswers['gender'];

  // Step 2: Fitness & Goals
  @ApiProperty({ enum: FITNESS_LEVELS })
  @IsOneOf('fitnessLevel', FITNESS_LEVELS)
  fitnessLevel!: QuestionnaireAnswers['fitnessLevel'];

  @ApiProperty({ enum: WORKOUT_FREQUENCIES })
  @IsOneOf('workoutFrequency', WORKOUT_FREQUENCIES)
  workoutFrequency!: QuestionnaireAnswers['workoutFrequency'];

  @ApiProperty({ enum: PRIMARY_GOALS })
  @IsOneOf('primaryGoal', PRIMARY_GOALS)
  primaryGoal!: QuestionnaireAnswers['primaryGoal'];

  @FreeText('previousInjuries')
  previousInjuries?: string;

  // Step 3: Equipment & Time
  @ApiProperty({ enum: EQUIPMENT_ACCESS })
  @IsOneOf('equipmentAccess', EQUIPMENT_ACCESS)
  equipmentAccess!: QuestionnaireAnswers['equipmentAccess'];

  @ApiProperty({ enum: TIME_COMMITMENTS })
  @IsOneOf('timeCommitment', TIME_COMMITMENTS)
  timeCommitment!: QuestionnaireAnswers['timeCommitment'];

  @OptionalOption('workoutLocation', WORKOUT_LOCATIONS)
  workoutLocation?: QuestionnaireAnswers['workoutLocation'];

  @FreeText('physicalLimitations')
  physicalLimitations?: string;

  // Step 4: Nutrition Preferences
  @ApiProperty({ enum: COOKING_FREQUENCIES })
  @IsOneOf('cookingFrequency', COOKING_FREQUENCIES)
  cookingFrequency!: QuestionnaireAnswers['cookingFrequency'];

  @ApiProperty({ enum: MEAL_PREP_TIMES })
  @IsOneOf('mealPrepTime', MEAL_PREP_TIMES)
  mealPrepTime!: QuestionnaireAnswers['mealPrepTime'];

  @ApiPropertyOptional({ type: 'array', items: { type: 'string', enum: [...DIETARY_RESTRICTIONS] }, maxItems: DIETARY_RESTRICTIONS.length })
  @IsOptional()
  @IsArray({ message: 'dietaryRestrictions must be a list' })
  @ArrayMaxSize(DIETARY_RESTRICTIONS.length)
  @IsIn(DIETARY_RESTRICTIONS as unknown as string[], {
    each: true,
    message: `each dietaryRestrictions item must be one of: ${DIETARY_RESTRICTIONS.join(', ')}`,
  })
  dietaryRestrictions?: QuestionnaireAnswers['dietaryRestrictions'];

  @OptionalOption('foodBudget', FOOD_BUDGETS)
  foodBudget?: QuestionnaireAnswers['foodBudget'];

  // Step 5: Lifestyle & Schedule
  @ApiProperty({ enum: WORK_SCHEDULES })
  @IsOneOf('workSchedule', WORK_SCHEDULES)
  workSchedule!: QuestionnaireAnswers['workSchedule'];

  @ApiProperty({ enum: SLEEP_HOURS })
  @IsOneOf('sleepHours', SLEEP_HOURS)
  sleepHours!: QuestionnaireAnswers['sleepHours'];

  @OptionalOption('stressLevel', STRESS_LEVELS)
  stressLevel?: QuestionnaireAnswers['stressLevel'];

  @FreeText('motivation')
  motivation?: string;

  @FreeText('additionalInfo')
  additionalInfo?: string;

  // List fields the spec's answers object carries without inputs.
  @TextList('workoutTypes')
  workoutTypes?: string[];

  @TextList('secondaryGoals')
  secondaryGoals?: string[];

  @TextList('preferredWorkoutTimes')
  preferredWorkoutTimes?: string[];

  @TextList('mobilityIssues')
  mobilityIssues?: string[];

  @TextList('supplementUsage')
  supplementUsage?: string[];

  @TextList('activeRecovery')
  activeRecovery?: string[];

  @TextList('trackingMethods')
  trackingMethods?: string[];

  @TextList('biggestChallenges')
  biggestChallenges?: string[];
}

export class QuestionnaireCreatedDto {
  @ApiProperty({ format: 'uuid' })
  questionnaireId!: string;

  @ApiProperty({ format: 'uuid', description: 'The person (found or created by the email; username = full name)' })
  userId!: string;
}
