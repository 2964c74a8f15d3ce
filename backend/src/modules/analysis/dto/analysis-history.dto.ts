import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ChangedQuantity, NarrowingStep } from '@fitness/engine';
import { PercentRangeDto } from './analysis.dto';

const QUANTITIES = ['weight', 'waist', 'bodyFat'] as const satisfies readonly ChangedQuantity[];
const NARROWING_STEPS = ['tape-waist', 'photos', 'same-time-of-day'] as const satisfies readonly NarrowingStep[];

/** One analysis as a point of the person's history. */
export class AnalysisHistoryEntryDto {
  @ApiProperty({ format: 'uuid' })
  analysisId!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ description: 'Estimated body fat, %' })
  bodyFatPercentage!: number;

  @ApiPropertyOptional({ type: PercentRangeDto, description: '90% range of the body-fat estimate' })
  bodyFatRange?: PercentRangeDto;

  @ApiProperty({ description: 'Weight, kg (as typed, converted)' })
  weightKg!: number;

  @ApiPropertyOptional({ description: 'Waist, cm, when it was taped or measured from the photos' })
  waistCm?: number;

  @ApiProperty({ description: 'Fitness score out of 100' })
  overallScore!: number;

  @ApiProperty({ description: 'Fitness age, years' })
  fitnessAge!: number;
}

export class QuantityChangeDto {
  @ApiProperty({ enum: QUANTITIES })
  quantity!: ChangedQuantity;

  @ApiProperty()
  from!: number;

  @ApiProperty()
  to!: number;

  @ApiProperty({ description: 'to − from: kg, cm or percentage points' })
  change!: number;

  @ApiProperty({ description: 'The smallest change the two readings can show (MDC95), same unit' })
  minimalDetectableChange!: number;

  @ApiProperty({ description: 'Whether the change is larger than the minimal detectable change' })
  real!: boolean;
}

/** Whether the body changed for real between two analyses, or within the method's error (@fitness/engine). */
export class ChangeJudgementDto {
  @ApiProperty({ format: 'uuid' })
  fromAnalysisId!: string;

  @ApiProperty({ format: 'uuid' })
  toAnalysisId!: string;

  @ApiProperty({ enum: ['real', 'within-error'], description: "'real' when any quantity changed beyond its error" })
  verdict!: 'real' | 'within-error';

  @ApiProperty({ type: [QuantityChangeDto] })
  changes!: QuantityChangeDto[];

  @ApiProperty({ enum: NARROWING_STEPS, isArray: true, description: 'What would narrow the error next time' })
  narrowWith!: NarrowingStep[];
}

export class AnalysisHistoryDto {
  @ApiProperty({ type: [AnalysisHistoryEntryDto], description: 'Every analysis this visitor may see, oldest first' })
  entries!: AnalysisHistoryEntryDto[];

  @ApiPropertyOptional({ type: ChangeJudgementDto, description: 'The latest against the one before (2+ analyses)' })
  sincePrevious?: ChangeJudgementDto;

  @ApiPropertyOptional({ type: ChangeJudgementDto, description: 'The latest against the first (3+ analyses)' })
  sinceFirst?: ChangeJudgementDto;
}
