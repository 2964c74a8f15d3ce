import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Type } from 'class-transformer';
import { Trim } from '../../../common/validation/field-decorators';

export const EXPERT_ORDER_FILTERS = ['open', 'delivered', 'all'] as const;
export type ExpertOrderFilter = (typeof EXPERT_ORDER_FILTERS)[number];
const COACH_NOTE_MAX_LENGTH = 2000;

export class ListExpertOrdersQueryDto {
  @ApiPropertyOptional({
    enum: EXPERT_ORDER_FILTERS,
    default: 'open',
    description: 'open = paid and not yet delivered',
  })
  @IsOptional()
  @IsIn(EXPERT_ORDER_FILTERS, { message: `status must be one of: ${EXPERT_ORDER_FILTERS.join(', ')}` })
  status?: ExpertOrderFilter;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 200, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(200, { message: 'limit must be at most 200' })
  limit?: number;
}

export class MarkDeliveredDto {
  @ApiPropertyOptional({
    description: 'A note from the coach, included in the delivery email',
    maxLength: COACH_NOTE_MAX_LENGTH,
  })
  @IsOptional()
  @Trim()
  @IsString({ message: 'note must be text' })
  @MaxLength(COACH_NOTE_MAX_LENGTH, { message: `note must be at most ${COACH_NOTE_MAX_LENGTH} characters` })
  note?: string;
}

export class ExpertOrderAnalysisDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The analysis results (scores, body fat with range)',
  })
  analysisResults!: Record<string, unknown>;

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The stats the analysis was made from' })
  userStats!: Record<string, unknown>;
}

export class ExpertOrderDto {
  @ApiProperty({ format: 'uuid' })
  questionnaireId!: string;

  @ApiProperty({ format: 'uuid' })
  userId!: string;

  @ApiProperty({ example: 'alex@example.com' })
  email!: string;

  @ApiPropertyOptional({ nullable: true, type: String })
  name!: string | null;

  @ApiProperty({ example: 'pi_3PqZk2LkdIwHu7ix0a1b2c3d' })
  paymentIntentId!: string;

  @ApiProperty({ example: '20.00', description: 'Dollars, exact' })
  amount!: string;

  @ApiProperty({ format: 'date-time' })
  paidAt!: string;

  @ApiProperty({ format: 'date-time', description: 'Paid + 48 hours: the latest promised delivery' })
  dueBy!: string;

  @ApiProperty()
  planDelivered!: boolean;

  @ApiPropertyOptional({ format: 'date-time', nullable: true, type: String })
  planDeliveredAt!: string | null;

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The questionnaire answers (spec §3)' })
  answers!: Record<string, unknown>;

  @ApiPropertyOptional({ type: ExpertOrderAnalysisDto, nullable: true })
  analysis!: ExpertOrderAnalysisDto | null;
}

export class ExpertOrderListDto {
  @ApiProperty({ type: [ExpertOrderDto] })
  orders!: ExpertOrderDto[];
}
