import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AI_PLAN_STATE_STATUSES, type AiPlanStateStatus } from '@fitness/contracts';
import { IsString, IsUUID, Matches } from 'class-validator';
import { PAYMENT_INTENT_ID } from '../../payments/dto/payment-intent.dto';

/** POST /api/analysis/{analysisId}/ai-plan (spec §7). */
export class RequestAiPlanDto {
  @ApiProperty({
    example: 'pi_3PqZk2LkdIwHu7ix0a1b2c3d',
    description: 'The succeeded $5 payment made for this analysis',
  })
  @IsString()
  @Matches(PAYMENT_INTENT_ID, { message: 'paymentIntentId must look like pi_...' })
  paymentIntentId!: string;

  @ApiProperty({ format: 'uuid', description: 'The answers the plan is written from (this visitor’s)' })
  @IsUUID('all', { message: 'questionnaireId must be a UUID' })
  questionnaireId!: string;
}

/** Where the analysis's AI plan is: the page shows progress until `ready`, and a support message on `failed`. */
export class AiPlanStateDto {
  @ApiProperty({ format: 'uuid' })
  analysisId!: string;

  @ApiProperty({
    enum: AI_PLAN_STATE_STATUSES,
    description:
      'none: no AI plan was bought for this analysis. Otherwise the job: queued → generating → rendering (plan saved, PDF being made) → ready; failed is final',
  })
  status!: AiPlanStateStatus;

  @ApiProperty({ description: 'The plan is saved on the analysis (GET /api/analysis-by-id/{analysisId} returns it)' })
  hasPlan!: boolean;

  @ApiProperty({ description: 'GET /api/analysis/{analysisId}/ai-plan/pdf answers with the file' })
  pdfReady!: boolean;

  @ApiPropertyOptional({ enum: ['built-in', 'openai'], description: 'Who wrote the plan, once written' })
  generator?: 'built-in' | 'openai';
}
