import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { EmailPort } from '../../infra/email/email.port';
import { QueuePort } from '../../infra/queue/queue.port';
import { JobName, type PlanEmailKind } from '../../jobs/job-names';
import { AnalysisService } from '../analysis/analysis.service';
import { UsersService } from '../users/users.service';
import type { ExpertOrderDto, ExpertOrderFilter } from './dto/expert-orders.dto';
import { planEmail } from './plan-emails';
import { expertOrderNotFound } from './plans.errors';
import { type ExpertOrderRow, QuestionnairesRepository } from './questionnaires.repository';

/** The promise made at checkout: the coach delivers within 24-48 hours. */
const DELIVERY_PROMISE_MS = 48 * 60 * 60 * 1000;

/** A paid expert plan is an order a coach fulfils: listed for operations, marked delivered, emailed about. */
@Injectable()
export class ExpertOrdersService {
  private readonly logger = new Logger(ExpertOrdersService.name);

  constructor(
    private readonly questionnaires: QuestionnairesRepository,
    private readonly analysis: AnalysisService,
    private readonly users: UsersService,
    private readonly email: EmailPort,
    private readonly queue: QueuePort,
    private readonly clock: Clock,
  ) {}

  /** The order was just paid: its confirmation email goes from a job (once: the job id is per questionnaire). */
  async orderPaid(questionnaireId: string): Promise<void> {
    await this.enqueueEmail('expert-order-confirmed', questionnaireId);
  }

  async list(filter: ExpertOrderFilter, limit: number): Promise<ExpertOrderDto[]> {
    const rows = await this.questionnaires.expertOrders(filter, limit);
    return Promise.all(rows.map((row) => this.toOrder(row)));
  }

  /** Records the delivery (once) and emails the person; a repeat answers the order as it is and sends nothing. */
  async markDelivered(questionnaireId: string, note: string | undefined): Promise<ExpertOrderDto> {
    const delivered = await this.questionnaires.markDelivered(questionnaireId, this.clock.now());
    const order = (await this.questionnaires.expertOrders('all', 1, questionnaireId))[0];
    if (order === undefined) throw expertOrderNotFound();
    if (delivered) await this.enqueueEmail('expert-plan-delivered', questionnaireId, note);
    return this.toOrder(order);
  }

  /** Job: builds and sends one plan email; a questionnaire deleted since (the person left) sends nothing. */
  async sendEmail(kind: PlanEmailKind, questionnaireId: string, note?: string): Promise<void> {
    const questionnaire = await this.questionnaires.findById(questionnaireId);
    if (questionnaire === null || questionnaire.userId === null) return;
    const to = await this.users.findEmail(questionnaire.userId);
    if (to === null) return;
    const name = typeof questionnaire.responses?.name === 'string' ? questionnaire.responses.name : 'there';
    await this.email.send(planEmail(kind, { to, name, note }));
    this.logger.log({ kind, questionnaireId }, 'Plan email sent');
  }

  private async enqueueEmail(kind: PlanEmailKind, questionnaireId: string, note?: string): Promise<void> {
    await this.queue.enqueue(
      JobName.SendPlanEmail,
      { kind, questionnaireId, ...(note === undefined ? {} : { note }) },
      { jobId: `plan-email-${kind}-${questionnaireId}` },
    );
  }

  private async toOrder(row: ExpertOrderRow): Promise<ExpertOrderDto> {
    const { questionnaire } = row;
    const source = questionnaire.analysisId === null ? null : await this.analysis.forPlanJob(questionnaire.analysisId);
    const paidAt = new Date(row.paidAt);
    return {
      questionnaireId: questionnaire.id,
      userId: questionnaire.userId ?? '',
      email: row.email,
      name: row.username,
      paymentIntentId: row.paymentIntentId,
      amount: row.amount ?? '20.00',
      paidAt: paidAt.toISOString(),
      dueBy: new Date(paidAt.getTime() + DELIVERY_PROMISE_MS).toISOString(),
      planDelivered: questionnaire.planDelivered,
      planDeliveredAt: questionnaire.planDeliveredAt?.toISOString() ?? null,
      answers: questionnaire.responses ?? {},
      analysis:
        source === null || questionnaire.analysisId === null
          ? null
          : {
              id: questionnaire.analysisId,
              analysisResults: source.results as unknown as Record<string, unknown>,
              userStats: source.stats as unknown as Record<string, unknown>,
            },
    };
  }
}
