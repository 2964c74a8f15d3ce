import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { FitnessAnalysisEntity } from '../fitness-analysis.entity';
import { UserStatsDto } from './user-stats.dto';

export class PercentileMetricDto {
  @ApiProperty({ minimum: 0, maximum: 100, example: 62 })
  percentile!: number;

  @ApiProperty({ example: 'Leaner than 62% of men aged 30-39 (NHANES DXA).' })
  description!: string;
}

export class PercentileMetricsDto {
  @ApiProperty({ type: PercentileMetricDto })
  bodyFat!: PercentileMetricDto;

  @ApiProperty({ type: PercentileMetricDto })
  muscle!: PercentileMetricDto;

  @ApiProperty({ type: PercentileMetricDto })
  posture!: PercentileMetricDto;

  @ApiProperty({ type: PercentileMetricDto })
  overall!: PercentileMetricDto;
}

export class PercentRangeDto {
  @ApiProperty({ example: 15.2 })
  low!: number;

  @ApiProperty({ example: 21.4 })
  high!: number;
}

export class MeasurementDto {
  @ApiProperty({ example: 84.5 })
  valueCm!: number;

  @ApiProperty({ enum: ['tape', 'photo'] })
  source!: 'tape' | 'photo';
}

export class MeasurementsDto {
  @ApiPropertyOptional({ type: MeasurementDto })
  waist?: MeasurementDto;

  @ApiPropertyOptional({ type: MeasurementDto })
  neck?: MeasurementDto;

  @ApiPropertyOptional({ type: MeasurementDto })
  hip?: MeasurementDto;
}

/** The analysis as the results page reads it (spec §3), with the estimate's uncertainty and provenance. */
export class AnalysisResultsDto {
  @ApiProperty({ description: 'Fitness score out of 100', minimum: 0, maximum: 100 })
  overallScore!: number;

  @ApiProperty({ description: 'Estimated body fat, %' })
  bodyFatPercentage!: number;

  @ApiProperty({ description: 'Fitness age in years (HUNT non-exercise VO2max)' })
  fitnessAge!: number;

  @ApiProperty({ description: 'Overall ranking percentile', minimum: 0, maximum: 100 })
  percentileRank!: number;

  @ApiProperty({ minimum: 0, maximum: 100 })
  muscleBalance!: number;

  @ApiProperty({ minimum: 0, maximum: 100 })
  symmetry!: number;

  @ApiProperty({ type: String, isArray: true })
  insights!: string[];

  @ApiProperty({ type: PercentileMetricsDto })
  percentileMetrics!: PercentileMetricsDto;

  @ApiPropertyOptional({ type: PercentRangeDto, description: '90% range of the body-fat estimate' })
  bodyFatRange?: PercentRangeDto;

  @ApiPropertyOptional({ description: 'How body fat was estimated, in words' })
  bodyFatMethod?: string;

  @ApiPropertyOptional({ type: MeasurementsDto })
  measurements?: MeasurementsDto;

  @ApiPropertyOptional({ type: String, isArray: true, description: 'What was not measured and why (photo checks)' })
  notes?: string[];

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Which inputs and methods produced each number (AnalysisProvenance in @fitness/contracts)',
  })
  provenance?: Record<string, unknown>;
}

/** One stored analysis (spec §7 GET /api/analysis/{userId} and /api/analysis-by-id/{analysisId}). */
export class AnalysisDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  userId!: string;

  @ApiProperty({ type: AnalysisResultsDto })
  analysisResults!: AnalysisResultsDto;

  @ApiProperty({ type: UserStatsDto })
  userStats!: UserStatsDto;

  @ApiProperty({ description: 'Whether the expert plan was bought for this analysis' })
  hasExpertPlan!: boolean;

  @ApiProperty({ description: 'Whether the AI plan was bought for this analysis' })
  hasAiPlan!: boolean;

  @ApiPropertyOptional({ format: 'email', description: 'Where the expert plan is delivered; only once it is bought' })
  expertPlanEmail?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'The 12-week AI plan, once generated',
  })
  aiGeneratedPlan?: Record<string, unknown> | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;
}

export function toAnalysisDto(analysis: FitnessAnalysisEntity, expertPlanEmail?: string): AnalysisDto {
  return {
    ...(expertPlanEmail === undefined ? {} : { expertPlanEmail }),
    id: analysis.id,
    userId: analysis.userId,
    analysisResults: analysis.analysisResults as AnalysisResultsDto,
    userStats: analysis.userStats,
    hasExpertPlan: analysis.hasExpertPlan,
    hasAiPlan: analysis.hasAiPlan,
    // No plan yet is null in the answer, never an absent field.
    aiGeneratedPlan: analysis.aiGeneratedPlan ?? null,
    createdAt: analysis.createdAt.toISOString(),
  };
}
