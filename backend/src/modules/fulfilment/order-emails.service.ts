import { randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { AI_PLAN_PDF_FILE_NAME, ROUTES } from '@fitness/contracts';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { EmailPort } from '../../infra/email/email.port';
import type { OrderEmailKind } from '../../jobs/job-names';
import { AiPlansService } from '../plans/ai-plan/ai-plans.service';
import { QuestionnairesService } from '../plans/questionnaire/questionnaires.service';
import { AccessLinksService } from '../users/access-links.service';
import { UsersService } from '../users/users.service';
import { hashIntakeToken } from './fulfilment.service';
import { type OrderEmailFacts, orderEmail } from './order-emails';
import type { OrderEntity } from './order.entity';
import { type OrderEmailSlot, OrdersRepository } from './orders.repository';

/** Which column records each email as sent. */
const SLOT: Record<OrderEmailKind, OrderEmailSlot> = {
  'expert-order-confirmed': 'confirmation',
  'expert-intake-needed': 'intake',
  'ai-plan-ready': 'ready',
  'expert-plan-delivered': 'delivery',
};

/** A plan's link arrives unasked and may be read days later: longer than an asked-for results link. */
const PLAN_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** An email that cannot be written yet (its PDF is not stored): the job retries. */
class OrderEmailNotReadyError extends Error {}

/**
 * The emails of an order, each sent once: claimed by its column before sending and given back if sending fails, so
 * the job's retry sends it and a second job for the same email sends nothing. Called from jobs only.
 */
@Injectable()
export class OrderEmailsService {
  private readonly logger = new Logger(OrderEmailsService.name);

  constructor(
    private readonly orders: OrdersRepository,
    private readonly questionnaires: QuestionnairesService,
    private readonly aiPlans: AiPlansService,
    private readonly users: UsersService,
    private readonly accessLinks: AccessLinksService,
    private readonly email: EmailPort,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async send(kind: OrderEmailKind, paymentId: string, note?: string): Promise<void> {
    const order = await this.orders.findByPaymentId(paymentId);
    // Gone (the person deleted their data), or the answers came before this reminder went: nothing to send.
    if (order === null || (kind === 'expert-intake-needed' && order.questionnaireId !== null)) return;
    const pdf = kind === 'ai-plan-ready' ? await this.planPdf(order) : undefined;
    const slot = SLOT[kind];
    if (!(await this.orders.claimEmail(order.id, slot, this.clock.now()))) return;
    try {
      const facts = await this.factsFor(kind, order, note, pdf);
      if (facts === null) return;
      await this.email.send(orderEmail(kind, facts));
      this.logger.log({ kind, orderId: order.id }, 'Order email sent');
    } catch (error) {
      await this.orders.releaseEmail(order.id, slot);
      throw error;
    }
  }

  private async planPdf(order: OrderEntity): Promise<Buffer> {
    const job = await this.aiPlans.jobOfPayment(order.paymentId);
    const bytes = job === null ? null : await this.aiPlans.pdfBytes(job);
    if (bytes === null) throw new OrderEmailNotReadyError(`The plan of order ${order.id} has no PDF yet`);
    return bytes;
  }

  /** Who the email goes to and what it says; null when its person is gone. */
  private async factsFor(kind: OrderEmailKind, order: OrderEntity, note: string | undefined, pdf: Buffer | undefined): Promise<OrderEmailFacts | null> {
    const questionnaire = order.questionnaireId === null ? null : await this.questionnaires.findById(order.questionnaireId);
    const answeredName = typeof questionnaire?.responses?.name === 'string' ? questionnaire.responses.name : null;
    // An expert plan goes where the buyer asked in the answers; everything else to the person who paid, whose data a
    // link in it opens.
    const recipient = kind === 'expert-order-confirmed' || kind === 'expert-plan-delivered' ? (questionnaire?.userId ?? order.userId) : order.userId;
    const to = await this.users.findEmail(recipient);
    if (to === null) return null;
    const name = answeredName ?? (await this.users.findUsername(order.userId)) ?? 'there';
    switch (kind) {
      case 'expert-intake-needed': {
        const token = randomBytes(32).toString('base64url');
        if (!(await this.orders.setIntakeToken(order.id, hashIntakeToken(token)))) return null;
        return { to, name, intakeLink: `${this.config.absoluteBaseUrl}${ROUTES.questionnaire}?planType=expert&intake=${token}` };
      }
      case 'ai-plan-ready': {
        const page = `${ROUTES.aiPlanResults}?analysisId=${order.analysisId ?? ''}`;
        const planLink = await this.accessLinks.issueLink(order.userId, page, PLAN_LINK_LIFETIME_MS);
        return { to, name, planLink, ...(pdf === undefined ? {} : { pdf: { filename: AI_PLAN_PDF_FILE_NAME, content: pdf } }) };
      }
      case 'expert-order-confirmed':
      case 'expert-plan-delivered':
        return { to, name, ...(note === undefined ? {} : { note }) };
    }
  }
}
