import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath, OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  COOKING_SKILLS,
  DIETS,
  EXPERIENCE_LEVELS,
  MEAL_FREQUENCIES,
  NUTRITION_GOALS,
  type NutritionAnswers,
  WEEKLY_PLAN_NOTE_MAX_LENGTH,
  WEEKLY_PLAN_TYPES,
  type WeeklyPlanType,
  WORKOUT_DAYS_PER_WEEK,
  WORKOUT_EQUIPMENT,
  WORKOUT_GOALS,
  type WorkoutAnswers,
} from '@fitness/contracts';
import { IsDefined, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsOneOf, Trim } from '../../../../common/validation/field-decorators';
import { AnalysisReferenceDto } from '../../../analysis/dto/analysis-reference.dto';

/** Workout answers form (spec §3, §9). */
export class WorkoutAnswersDto implements WorkoutAnswers {
  @ApiProperty({ enum: WORKOUT_GOALS })
  @IsOneOf('goal', WORKOUT_GOALS)
  goal!: WorkoutAnswers['goal'];

  @ApiProperty({ enum: EXPERIENCE_LEVELS })
  @IsOneOf('experienceLevel', EXPERIENCE_LEVELS)
  experienceLevel!: WorkoutAnswers['experienceLevel'];

  @ApiProperty({ type: 'integer', minimum: WORKOUT_DAYS_PER_WEEK.min, maximum: WORKOUT_DAYS_PER_WEEK.max })
  @Type(() => Number)
  @IsInt({ message: 'daysPerWeek must be a whole number' })
  @Min(WORKOUT_DAYS_PER_WEEK.min, { message: `daysPerWeek must be at least ${WORKOUT_DAYS_PER_WEEK.min}` })
  @Max(WORKOUT_DAYS_PER_WEEK.max, { message: `daysPerWeek must be at most ${WORKOUT_DAYS_PER_WEEK.max}` })
  daysPerWeek!: number;

  @ApiProperty({ enum: WORKOUT_EQUIPMENT })
  @IsOneOf('equipmentAccess', WORKOUT_EQUIPMENT)
  equipmentAccess!: WorkoutAnswers['equipmentAccess'];

  @ApiPropertyOptional({ description: 'Injuries or limitations, free text', maxLength: WEEKLY_PLAN_NOTE_MAX_LENGTH })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(WEEKLY_PLAN_NOTE_MAX_LENGTH, {
    message: `limitations must be at most ${WEEKLY_PLAN_NOTE_MAX_LENGTH} characters`,
  })
  limitations?: string;
}

/** Nutrition answers form (spec §3, §9). */
export class NutritionAnswersDto implements NutritionAnswers {
  @ApiProperty({ enum: NUTRITION_GOALS })
  @IsOneOf('goal', NUTRITION_GOALS)
  goal!: NutritionAnswers['goal'];

  @ApiProperty({ enum: DIETS })
  @IsOneOf('dietaryRestrictions', DIETS)
  dietaryRestrictions!: NutritionAnswers['dietaryRestrictions'];

  @ApiProperty({ enum: MEAL_FREQUENCIES })
  @IsOneOf('mealFrequency', MEAL_FREQUENCIES)
  mealFrequency!: NutritionAnswers['mealFrequency'];

  @ApiProperty({ enum: COOKING_SKILLS })
  @IsOneOf('cookingSkill', COOKING_SKILLS)
  cookingSkill!: NutritionAnswers['cookingSkill'];

  @ApiPropertyOptional({ description: 'Food allergies, free text', maxLength: WEEKLY_PLAN_NOTE_MAX_LENGTH })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(WEEKLY_PLAN_NOTE_MAX_LENGTH, {
    message: `allergies must be at most ${WEEKLY_PLAN_NOTE_MAX_LENGTH} characters`,
  })
  allergies?: string;
}

/** POST /api/generate-weekly-plan (spec §7). `answers` is checked against the form of `type`. */
@ApiExtraModels(WorkoutAnswersDto, NutritionAnswersDto)
export class GenerateWeeklyPlanDto extends AnalysisReferenceDto {
  @ApiProperty({ enum: WEEKLY_PLAN_TYPES })
  @IsOneOf('type', WEEKLY_PLAN_TYPES)
  type!: WeeklyPlanType;

  @ApiProperty({
    oneOf: [{ $ref: getSchemaPath(WorkoutAnswersDto) }, { $ref: getSchemaPath(NutritionAnswersDto) }],
    description: 'The workout form when type is workout, the nutrition form when type is nutrition',
  })
  @IsDefined({ message: 'answers is required' })
  @IsObject({ message: 'answers must be an object' })
  answers!: Record<string, unknown>;
}

/** The workout request as documented: `type` workout ties `answers` to the workout form. */
export class WorkoutWeeklyPlanRequestDto extends OmitType(GenerateWeeklyPlanDto, ['type', 'answers'] as const) {
  @ApiProperty({ enum: ['workout'] satisfies WeeklyPlanType[] })
  type!: 'workout';

  @ApiProperty({ type: WorkoutAnswersDto })
  answers!: WorkoutAnswersDto;
}

/** The nutrition request as documented: `type` nutrition ties `answers` to the nutrition form. */
export class NutritionWeeklyPlanRequestDto extends OmitType(GenerateWeeklyPlanDto, ['type', 'answers'] as const) {
  @ApiProperty({ enum: ['nutrition'] satisfies WeeklyPlanType[] })
  type!: 'nutrition';

  @ApiProperty({ type: NutritionAnswersDto })
  answers!: NutritionAnswersDto;
}

/**
 * The body of POST /api/generate-weekly-plan in the document: one of the two requests, told apart by `type`.
 * GenerateWeeklyPlanDto validates it (answers against the form of type, in WeeklyPlansService).
 */
export function ApiWeeklyPlanBody(): MethodDecorator {
  return applyDecorators(
    ApiExtraModels(WorkoutWeeklyPlanRequestDto, NutritionWeeklyPlanRequestDto),
    ApiBody({
      schema: {
        oneOf: [
          { $ref: getSchemaPath(WorkoutWeeklyPlanRequestDto) },
          { $ref: getSchemaPath(NutritionWeeklyPlanRequestDto) },
        ],
        discriminator: {
          propertyName: 'type',
          mapping: {
            workout: getSchemaPath(WorkoutWeeklyPlanRequestDto),
            nutrition: getSchemaPath(NutritionWeeklyPlanRequestDto),
          },
        },
      },
    }),
  );
}

export class WeeklyPlanDto {
  @ApiProperty({ description: 'The plan as sanitized HTML (headings, paragraphs, lists, tables; no attributes)' })
  plan!: string;
}
