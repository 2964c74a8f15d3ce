import { Injectable } from '@nestjs/common';
import { JobName, type JobPayloads } from '../../../../jobs/job-names';
import { type JobHandler, ProcessesJob } from '../../../../jobs/job-processor';
import { AiPlanWriterService } from '../ai-plan-writer.service';

@Injectable()
@ProcessesJob(JobName.GenerateAiPlan)
export class GenerateAiPlanProcessor implements JobHandler<typeof JobName.GenerateAiPlan> {
  constructor(private readonly writer: AiPlanWriterService) {}

  handle({ planJobId }: JobPayloads[typeof JobName.GenerateAiPlan]): Promise<void> {
    return this.writer.writePlan(planJobId);
  }

  onFinalFailure({ planJobId }: JobPayloads[typeof JobName.GenerateAiPlan], error: unknown): Promise<void> {
    return this.writer.markFailed(planJobId, error);
  }
}

@Injectable()
@ProcessesJob(JobName.RenderAiPlanPdf)
export class RenderAiPlanPdfProcessor implements JobHandler<typeof JobName.RenderAiPlanPdf> {
  constructor(private readonly writer: AiPlanWriterService) {}

  handle({ planJobId }: JobPayloads[typeof JobName.RenderAiPlanPdf]): Promise<void> {
    return this.writer.renderPdf(planJobId);
  }

  onFinalFailure({ planJobId }: JobPayloads[typeof JobName.RenderAiPlanPdf], error: unknown): Promise<void> {
    return this.writer.markFailed(planJobId, error);
  }
}
