import { Injectable } from '@nestjs/common';
import type { ExpertOrderStatus } from '@fitness/contracts';
import { Clock } from '../../common/clock';
import { QueuePort } from '../../infra/queue/queue.port';
import { JobName } from '../../jobs/job-names';
import { AnalysisService } from '../analysis/analysis.service';
import { QuestionnairesService } from '../plans/questionnaire/questionnaires.service';
import type { ExpertOrderDto, ExpertOrderFilter } from './dto/expert-orders.dto';
import { expertOrderNotFound, orderAwaitingIntake } from './fulfilment.errors';
import { orderEmailJobId } from './fulfilment.service';
import type { QuestionnaireEntity } from '../plans/questionnaire/questionnaire.entity';
import type { OrderEntity } from './order.entity';
import { type ExpertOrderRow, OrdersRepository } from './orders.repository';

/** The promise made at checkout: the coach delivers within 24-48 hours of having the answers. */
const DELIVERY_PROMISE_MS = 48 * 60 * 60 * 1000;

export function expertOrderStatus(order: Pick<OrderEntity, 'questionnaireId' | 'deliveredAt'>): ExpertOrderStatus {
  if (order.questionnaireId === null) return 'awaiting_intake';
  return order.deliveredAt === null ? 'open' : 'delivered';
}

/** Operations' side of the $20 plan: the orders coaches work from, and recording a delivery (emailed once). */
@Injectable()
export class ExpertOrdersService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly questionnaires: QuestionnairesService,
    private readonly analysis: AnalysisService,
    private readonly queue: QueuePort,
    private readonly clock: Clock,
  ) {}

  async list(filter: ExpertOrderFilter, limit: number): Promise<ExpertOrderDto[]> {
    const rows = await this.orders.expertOrders(filter, limit);
    const answers = new Map(
      (await this.questionnaires.findByIds(rows.flatMap((row) => (row.order.questionnaireId === null ? [] : [row.order.questionnaireId])))).map(
        (questionnaire) => [questionnaire.id, questionnaire],
      ),
    );
    return Promise.all(rows.map((row) => this.toDto(row, answers.get(row.order.questionnaireId ?? '') ?? null)));
  }

  /** Records the delivery (once) and emails the buyer; a repeat answers the order as it is and sends nothing. */
  async markDelivered(orderId: string, note: string | undefined): Promise<ExpertOrderDto> {
    const [row] = await this.orders.expertOrders('all', 1, orderId);
    if (row === undefined) throw expertOrderNotFound();
    if (row.order.questionnaireId === null) throw orderAwaitingIntake();
    const now = this.clock.now();
    if (await this.orders.markDelivered(orderId, now)) {
      await this.questionnaires.markDelivered(row.order.questionnaireId, now);
      await this.queue.enqueue(
        JobName.SendOrderEmail,
        { kind: 'expert-plan-delivered', paymentId: row.order.paymentId, ...(note === undefined ? {} : { note }) },
        { jobId: orderEmailJobId('expert-plan-delivered', row.order.paymentId) },
      );
    }
    const [updated] = await this.orders.expertOrders('all', 1, orderId);
    return this.toDto(updated, await this.questionnaires.findById(row.order.questionnaireId));
  }

  private async toDto(row: ExpertOrderRow, questionnaire: QuestionnaireEntity | null): Promise<ExpertOrderDto> {
    const { order } = row;
    const answers = questionnaire?.responses ?? null;
    // A plan bought for a person (the questionnaire's own checkout) is for the analysis its answers name.
    const analysisId = order.analysisId ?? questionnaire?.analysisId ?? null;
    const source = analysisId === null ? null : await this.analysis.forPlanJob(analysisId);
    return {
      orderId: order.id,
      status: expertOrderStatus(order),
      questionnaireId: order.questionnaireId,
      userId: order.userId,
      email: row.email,
      name: typeof answers?.name === 'string' ? answers.name : row.username,
      paymentIntentId: row.paymentIntentId,
      amount: row.amount ?? '20.00',
      paidAt: order.createdAt.toISOString(),
      dueBy: order.intakeAt === null ? null : new Date(new Date(order.intakeAt).getTime() + DELIVERY_PROMISE_MS).toISOString(),
      planDelivered: order.deliveredAt !== null,
      planDeliveredAt: order.deliveredAt?.toISOString() ?? null,
      answers,
      analysis:
        source === null || analysisId === null
          ? null
          : {
              id: analysisId,
              analysisResults: source.results as unknown as Record<string, unknown>,
              userStats: source.stats as unknown as Record<string, unknown>,
            },
    };
  }
}
