import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Type } from 'class-transformer';
import { Trim } from '../../../common/validation/field-decorators';

import { EXPERT_ORDER_STATUSES, type ExpertOrderStatus } from '@fitness/contracts';

export const EXPERT_ORDER_FILTERS = [...EXPERT_ORDER_STATUSES, 'all'] as const;
export type ExpertOrderFilter = (typeof EXPERT_ORDER_FILTERS)[number];
const COACH_NOTE_MAX_LENGTH = 2000;

export class ListExpertOrdersQueryDto {
  @ApiPropertyOptional({
    enum: EXPERT_ORDER_FILTERS,
    default: 'open',
    description: 'awaiting_intake = paid, the answers not yet given; open = answered, not yet delivered',
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

/** The analysis an order is for, as operations see it (documented inline on ExpertOrderDto.analysis). */
export interface ExpertOrderAnalysisDto {
  id: string;
  analysisResults: Record<string, unknown>;
  userStats: Record<string, unknown>;
}

export class ExpertOrderDto {
  @ApiProperty({ format: 'uuid' })
  orderId!: string;

  @ApiProperty({
    enum: EXPERT_ORDER_STATUSES,
    description: 'awaiting_intake: paid, the buyer was emailed a link for the answers; open: the coach writes it; delivered',
  })
  status!: ExpertOrderStatus;

  @ApiPropertyOptional({ format: 'uuid', nullable: true, type: String, description: 'The answers; null while awaiting them' })
  questionnaireId!: string | null;

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

  @ApiPropertyOptional({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'Answers received (or paid, when they came first) + 48 hours: the latest promised delivery; null while awaiting the answers',
  })
  dueBy!: string | null;

  @ApiProperty()
  planDelivered!: boolean;

  @ApiPropertyOptional({ format: 'date-time', nullable: true, type: String })
  planDeliveredAt!: string | null;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'The questionnaire answers (spec §3); null while awaiting them',
  })
  answers!: Record<string, unknown> | null;

  // Inline, not a reference: OpenAPI 3.0's nullable does not reach into an allOf, so a null analysis (an order
  // bought without one) would not match a referenced schema.
  @ApiPropertyOptional({
    type: 'object',
    nullable: true,
    required: ['id', 'analysisResults', 'userStats'],
    properties: {
      id: { type: 'string', format: 'uuid' },
      analysisResults: { type: 'object', additionalProperties: true, description: 'The analysis results (scores, body fat with range)' },
      userStats: { type: 'object', additionalProperties: true, description: 'The stats the analysis was made from' },
    },
    description: 'The analysis the plan is for; null when the order names none',
  })
  analysis!: ExpertOrderAnalysisDto | null;
}

export class ExpertOrderListDto {
  @ApiProperty({ type: [ExpertOrderDto] })
  orders!: ExpertOrderDto[];
}
