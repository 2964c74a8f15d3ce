import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ACTIVITY_LEVELS,
  type ActivityLevel,
  ATHLETE_LEVELS,
  type AthleteLevel,
  GENDERS,
  type Gender,
  GOALS,
  type Goal,
  STATS_LIMITS,
  type UserStats,
} from '@fitness/contracts';
import { HEIGHT_TEXT_PATTERN, WEIGHT_TEXT_PATTERN } from '@fitness/engine';
import { IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsOneOf } from '../../../common/validation/field-decorators';

/** Height and weight arrive as text in any listed format ("175", "5'9\"", "154 lb"); the engine parses them. */
const SIZE_TEXT_MAX_LENGTH = 20;
const FREE_TEXT_MAX_LENGTH = 500;

/** A finite number within the field's STATS_LIMITS range, with messages naming the field and its bound. */
function InStatsRange(field: keyof typeof STATS_LIMITS): PropertyDecorator {
  const { min, max } = STATS_LIMITS[field];
  return applyDecorators(
    Min(min, { message: `${field} must be at least ${min}` }),
    Max(max, { message: `${field} must be at most ${max}` }),
  );
}

/** The stats payload (spec §3, §5) plus the optional tape measures and resting heart rate. */
export class UserStatsDto implements UserStats {
  @ApiProperty({ minimum: STATS_LIMITS.age.min, maximum: STATS_LIMITS.age.max, example: 30 })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'age must be a number' })
  @InStatsRange('age')
  age!: number;

  @ApiProperty({ enum: GENDERS })
  @IsOneOf('gender', GENDERS)
  gender!: Gender;

  @ApiProperty({ description: 'Height as typed: "175", "175 cm", "1.75 m", "5\'9\\"", "5 ft 9 in"', example: '175' })
  @IsString()
  @IsNotEmpty({ message: 'height is required' })
  @MaxLength(SIZE_TEXT_MAX_LENGTH)
  @Matches(new RegExp(HEIGHT_TEXT_PATTERN), {
    message: `Height could not be read. Use centimetres (180 or 180 cm), metres (1.8 m) or feet and inches (5'11" or 71 in).`,
  })
  height!: string;

  @ApiProperty({ description: 'Weight as typed: "70", "70 kg", "154 lb", "11 st 2 lb"', example: '70' })
  @IsString()
  @IsNotEmpty({ message: 'weight is required' })
  @MaxLength(SIZE_TEXT_MAX_LENGTH)
  @Matches(new RegExp(WEIGHT_TEXT_PATTERN), {
    message:
      'Weight could not be read. Use kilograms (80 or 80 kg), pounds (176 lb) or stones and pounds (12 st 8 lb).',
  })
  weight!: string;

  @ApiProperty({ enum: GOALS })
  @IsOneOf('goal', GOALS)
  goal!: Goal;

  @ApiProperty({ enum: ACTIVITY_LEVELS })
  @IsOneOf('activityLevel', ACTIVITY_LEVELS)
  activityLevel!: ActivityLevel;

  @ApiPropertyOptional({ maxLength: FREE_TEXT_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(FREE_TEXT_MAX_LENGTH)
  trainingHistory?: string;

  @ApiPropertyOptional({ maxLength: FREE_TEXT_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(FREE_TEXT_MAX_LENGTH)
  preferences?: string;

  @ApiPropertyOptional({
    description: 'Own body-fat estimate, %',
    minimum: STATS_LIMITS.bfPercent.min,
    maximum: STATS_LIMITS.bfPercent.max,
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'bfPercent must be a number' })
  @InStatsRange('bfPercent')
  bfPercent?: number;

  @ApiPropertyOptional({ enum: ATHLETE_LEVELS, description: 'Fitness level' })
  @IsOptional()
  @IsOneOf('athleteLevel', ATHLETE_LEVELS)
  athleteLevel?: AthleteLevel;

  @ApiPropertyOptional({
    description: 'Waist at the navel, cm',
    minimum: STATS_LIMITS.waistCm.min,
    maximum: STATS_LIMITS.waistCm.max,
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'waistCm must be a number' })
  @InStatsRange('waistCm')
  waistCm?: number;

  @ApiPropertyOptional({
    description: 'Neck below the larynx, cm',
    minimum: STATS_LIMITS.neckCm.min,
    maximum: STATS_LIMITS.neckCm.max,
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'neckCm must be a number' })
  @InStatsRange('neckCm')
  neckCm?: number;

  @ApiPropertyOptional({
    description: 'Hip at the widest point, cm',
    minimum: STATS_LIMITS.hipCm.min,
    maximum: STATS_LIMITS.hipCm.max,
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'hipCm must be a number' })
  @InStatsRange('hipCm')
  hipCm?: number;

  @ApiPropertyOptional({
    description: 'Resting heart rate, beats per minute',
    minimum: STATS_LIMITS.restingHeartRate.min,
    maximum: STATS_LIMITS.restingHeartRate.max,
  })
  @IsOptional()
  @IsInt({ message: 'restingHeartRate must be a whole number' })
  @InStatsRange('restingHeartRate')
  restingHeartRate?: number;
}
