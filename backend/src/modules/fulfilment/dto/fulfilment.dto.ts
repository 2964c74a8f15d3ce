import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EXPERT_ORDER_STATUSES, type ExpertOrderStatus } from '@fitness/contracts';
import { IsOptional, IsString, IsUUID, Matches } from 'class-validator';
import { PAYMENT_INTENT_ID } from '../../payments/dto/payment-intent.dto';

// The doors of the page a buyer returns to after paying (spec §7 names them). Each one only asks the server's one
// fulfilment function to act on the payment (it already has, when the provider told it first) and answers the state.

const PAYMENT_INTENT_EXAMPLE = 'pi_3PqZk2LkdIwHu7ix0a1b2c3d';

/** POST /api/analysis/{analysisId}/ai-plan (spec §7). */
export class RequestAiPlanDto {
  @ApiProperty({ example: PAYMENT_INTENT_EXAMPLE, description: 'The $5 payment made for this analysis' })
  @IsString()
  @Matches(PAYMENT_INTENT_ID, { message: 'paymentIntentId must look like pi_...' })
  paymentIntentId!: string;

  @ApiProperty({
    format: 'uuid',
    description: 'The answers the plan is written from (this visitor’s): those the payment was made with, or, for a payment made without, the ones to use',
  })
  @IsUUID('all', { message: 'questionnaireId must be a UUID' })
  questionnaireId!: string;
}

/** POST /api/payment/success (spec §7): after the questionnaire's payment, or the answers given after paying. */
export class PaymentSuccessDto {
  @ApiProperty({ example: PAYMENT_INTENT_EXAMPLE })
  @IsString()
  @Matches(PAYMENT_INTENT_ID, { message: 'paymentIntentId must look like pi_...' })
  paymentIntentId!: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'userId must be a UUID' })
  userId!: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'The answers the payment is for: those it was made with, or the intake given right after paying',
  })
  @IsOptional()
  @IsUUID('all', { message: 'questionnaireId must be a UUID' })
  questionnaireId?: string;
}

export class PaymentRecordedDto {
  @ApiProperty({ example: PAYMENT_INTENT_EXAMPLE })
  paymentIntentId!: string;

  @ApiProperty({ enum: ['expert', 'ai'] })
  planType!: 'expert' | 'ai';

  @ApiProperty({ enum: ['succeeded'] })
  status!: 'succeeded';

  @ApiPropertyOptional({ format: 'uuid', description: 'The answers the order was made with' })
  questionnaireId?: string;

  @ApiProperty({ enum: [...EXPERT_ORDER_STATUSES, 'started'], description: 'expert: the order’s state; ai: started (follow GET /api/analysis/{analysisId}/ai-plan)' })
  orderStatus!: ExpertOrderStatus | 'started';
}

/** POST /api/analysis/{analysisId}/expert-plan: names the payment (the checkout knows it). */
export class UnlockExpertPlanDto {
  @ApiPropertyOptional({ example: PAYMENT_INTENT_EXAMPLE, description: 'Without it, this visitor’s latest expert payment for the analysis' })
  @IsOptional()
  @IsString()
  @Matches(PAYMENT_INTENT_ID, { message: 'paymentIntentId must look like pi_...' })
  paymentIntentId?: string;
}

export class ExpertPlanUnlockedDto {
  @ApiProperty()
  hasExpertPlan!: boolean;

  @ApiProperty({ example: PAYMENT_INTENT_EXAMPLE })
  paymentIntentId!: string;

  @ApiProperty({
    enum: EXPERT_ORDER_STATUSES,
    description: 'awaiting_intake: the page asks for the answers now (they are also asked for by email)',
  })
  orderStatus!: ExpertOrderStatus;
}

/** POST /api/orders/intake: the answers, from the link emailed to a buyer whose order awaits them. */
export class SubmitIntakeDto {
  @ApiProperty({ description: 'The token of the emailed link', minLength: 43, maxLength: 43 })
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: 'token must be the one from the email' })
  token!: string;

  @ApiProperty({ format: 'uuid', description: 'The answers, saved by POST /api/questionnaire in this browser' })
  @IsUUID('all', { message: 'questionnaireId must be a UUID' })
  questionnaireId!: string;
}

export class IntakeReceivedDto {
  @ApiProperty({ enum: EXPERT_ORDER_STATUSES })
  orderStatus!: ExpertOrderStatus;
}
