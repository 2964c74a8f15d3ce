import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { COACHING_SESSION_STATUSES, DATA_EXPORT_SCOPES, type DataExportScope, PLAN_TYPES } from '@fitness/contracts';
import { AnalysisDto } from '../../analysis/dto/analysis.dto';

// The answer of GET /api/users/{userId}/export: one class per kind of record, each field picked by name from the
// row (see data-export.mapping.ts), so a column added to a table later is not exported until someone decides to.

const nullableDateTime = { type: String, format: 'date-time', nullable: true } as const;
const anyObject = { type: 'object', additionalProperties: true } as const;

export class ExportedPersonDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiPropertyOptional({ format: 'email', description: 'Only when the export covers the whole person' })
  email?: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Only when the export covers the whole person' })
  username?: string | null;

  @ApiPropertyOptional({ format: 'date-time', description: 'Only when the export covers the whole person' })
  createdAt?: string;
}

export class ExportedQuestionnaireDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid', type: String, nullable: true, description: 'The analysis the plan is for' })
  analysisId!: string | null;

  @ApiProperty({ ...anyObject, nullable: true, description: 'The answers as given' })
  responses!: Record<string, unknown> | null;

  @ApiProperty({ format: 'uuid', type: String, nullable: true, description: 'The payment that paid for the plan' })
  paymentId!: string | null;

  @ApiProperty()
  isCompleted!: boolean;

  @ApiProperty()
  planDelivered!: boolean;

  @ApiProperty(nullableDateTime)
  planDeliveredAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

export class ExportedCoachingSessionDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  trainerId!: string;

  @ApiProperty({ type: String, nullable: true })
  trainerName!: string | null;

  @ApiProperty({ format: 'date-time' })
  scheduledAt!: string;

  @ApiProperty({ enum: COACHING_SESSION_STATUSES })
  status!: string;

  @ApiProperty({ type: String, nullable: true, description: 'The message sent with the booking' })
  sessionNotes!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The IANA time zone the browser named' })
  timeZone!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export class ExportedPaymentDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'An exact decimal in the currency ("5.00")',
    example: '5.00',
  })
  amount!: string | null;

  @ApiProperty({ example: 'usd' })
  currency!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The payment provider's last status",
    example: 'succeeded',
  })
  status!: string | null;

  @ApiProperty({ type: String, nullable: true, enum: PLAN_TYPES })
  planType!: string | null;

  @ApiProperty({ format: 'uuid', type: String, nullable: true, description: 'The analysis the plan was bought for' })
  analysisId!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

export class ExportedOrderDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  paymentId!: string;

  @ApiProperty({ enum: PLAN_TYPES })
  planType!: string;

  @ApiProperty({ format: 'uuid', type: String, nullable: true })
  analysisId!: string | null;

  @ApiProperty({ format: 'uuid', type: String, nullable: true, description: 'The answers the plan is made from' })
  questionnaireId!: string | null;

  @ApiProperty({ ...nullableDateTime, description: 'When the answers arrived' })
  intakeAt!: string | null;

  @ApiProperty({ ...nullableDateTime, description: "When the coach's plan was delivered" })
  deliveredAt!: string | null;

  @ApiProperty({ ...nullableDateTime, description: 'When the order confirmation was emailed' })
  confirmationEmailAt!: string | null;

  @ApiProperty({ ...nullableDateTime, description: 'When the link for the missing answers was emailed' })
  intakeEmailAt!: string | null;

  @ApiProperty({ ...nullableDateTime, description: 'When "your plan is ready" was emailed' })
  readyEmailAt!: string | null;

  @ApiProperty({ ...nullableDateTime, description: 'When the plan was emailed' })
  deliveryEmailAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

export class ExportedInterestRegistrationDto {
  @ApiProperty({ format: 'email' })
  email!: string;

  @ApiProperty({ type: String, nullable: true })
  name!: string | null;

  @ApiProperty({ description: 'The coming-soon plan asked about' })
  planType!: string;

  @ApiProperty({ description: 'Where it was asked' })
  source!: string;

  @ApiProperty({ description: 'Whether we have written about it since' })
  notified!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export class ExportedAnalyticsEventDto {
  @ApiProperty({ example: 'analysis_completed' })
  actionType!: string;

  @ApiProperty({ ...anyObject, nullable: true })
  actionData!: Record<string, unknown> | null;

  @ApiProperty({ type: String, nullable: true, description: 'The address, truncated before it was stored' })
  ipAddress!: string | null;

  @ApiProperty({ type: String, nullable: true })
  userAgent!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

/** Everything held about a person that this visitor may see (GET /api/users/{userId}/export). */
export class PersonDataExportDto {
  @ApiProperty({ format: 'date-time' })
  exportedAt!: string;

  @ApiProperty({
    enum: DATA_EXPORT_SCOPES,
    description:
      "'person': everything held about the person (a browser that opened an emailed link); 'this-browser': only " +
      'what this browser made itself (it typed the email but never proved it).',
  })
  scope!: DataExportScope;

  @ApiProperty({ type: ExportedPersonDto })
  person!: ExportedPersonDto;

  @ApiProperty({ type: AnalysisDto, isArray: true, description: 'Oldest first, each with its AI plan when bought' })
  analyses!: AnalysisDto[];

  @ApiProperty({ type: ExportedQuestionnaireDto, isArray: true })
  questionnaires!: ExportedQuestionnaireDto[];

  @ApiProperty({ type: ExportedCoachingSessionDto, isArray: true })
  coachingSessions!: ExportedCoachingSessionDto[];

  @ApiProperty({
    type: ExportedPaymentDto,
    isArray: true,
    description: 'No card data: the card stays with the provider',
  })
  payments!: ExportedPaymentDto[];

  @ApiProperty({ type: ExportedOrderDto, isArray: true })
  orders!: ExportedOrderDto[];

  @ApiProperty({ type: ExportedInterestRegistrationDto, isArray: true, description: "Under the person's email" })
  interestRegistrations!: ExportedInterestRegistrationDto[];

  @ApiProperty({ type: ExportedAnalyticsEventDto, isArray: true, description: 'Product events naming the person' })
  analyticsEvents!: ExportedAnalyticsEventDto[];
}
