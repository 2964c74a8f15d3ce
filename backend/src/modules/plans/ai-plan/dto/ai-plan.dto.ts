import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AI_PLAN_STATE_STATUSES, type AiPlanStateStatus } from '@fitness/contracts';

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
