import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Logger, Post, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiExcludeEndpoint,
  ApiGoneResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPaymentRequiredResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiError } from '../../common/errors/api-error';
import { ApiErrorBodyDto } from '../../common/errors/api-error-body.dto';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { RateLimited } from '../../common/http/rate-limit';
import { UuidParam } from '../../common/http/uuid-param.pipe';
import { VISITOR_SECURITY_SCHEME } from '../../common/visitor/visitor-openapi';
import { EnsuredVisitorId, VisitorId } from '../../common/visitor/visitor-session';
import { AnalysisService } from '../analysis/analysis.service';
import { paymentRequired } from '../payments/payments.errors';
import { PaymentsService } from '../payments/payments.service';
import { AiPlansService } from '../plans/ai-plan/ai-plans.service';
import { AiPlanStateDto } from '../plans/ai-plan/dto/ai-plan.dto';
import {
  ExpertPlanUnlockedDto,
  IntakeReceivedDto,
  PaymentRecordedDto,
  PaymentSuccessDto,
  RequestAiPlanDto,
  SubmitIntakeDto,
  UnlockExpertPlanDto,
} from './dto/fulfilment.dto';
import { expertOrderStatus } from './expert-orders.service';
import { FulfilmentService } from './fulfilment.service';
import { InvalidatesReads } from '../../common/openapi/invalidates-reads.decorator';

const PAID_REFUSALS = 'PAYMENT_NOT_COMPLETED (the provider has not taken it) or PAYMENT_MISMATCH (it paid for something else)';

/**
 * Where the server hears that a payment succeeded: the provider's webhook, and the pages buyers return to. Every
 * one of them calls the same fulfilment; none of them is needed for a payment to become what was bought.
 */
@ApiTags('payments')
@ApiErrorResponses()
@Controller()
export class FulfilmentController {
  private readonly logger = new Logger(FulfilmentController.name);

  constructor(
    private readonly fulfilment: FulfilmentService,
    private readonly payments: PaymentsService,
    private readonly aiPlans: AiPlansService,
    private readonly analysis: AnalysisService,
  ) {}

  /** Stripe's webhook: its exact bytes are verified against the signature; not part of the browser's API. */
  @Post('payments/webhook')
  @HttpCode(HttpStatus.OK)
  @ApiExcludeEndpoint()
  async stripeWebhook(@Req() request: Request, @Headers('stripe-signature') signature: string | undefined): Promise<{ received: true }> {
    const event = await this.payments.receiveWebhook(request.rawBody, signature);
    if (event.type === 'payment_intent.succeeded' && event.intent !== null) {
      try {
        await this.fulfilment.fulfil(event.intent.id);
      } catch (error) {
        // An intent this product did not create (another integration on the account) is acknowledged, not retried.
        if (error instanceof ApiError && error.code === 'PAYMENT_NOT_FOUND') {
          this.logger.warn({ paymentIntentId: event.intent.id }, 'A webhook for a payment this product did not create');
        } else {
          throw error; // Stripe delivers it again; fulfilment is safe to repeat.
        }
      }
    }
    return { received: true };
  }

  @Post('payment/success')
  @HttpCode(HttpStatus.OK)
  @ApiCookieAuth(VISITOR_SECURITY_SCHEME)
  @ApiOperation({
    summary: 'The questionnaire’s payment: its order, as fulfilled by the server',
    description:
      'Fulfils the payment if the server has not already (it does as soon as the provider confirms it), after checking ' +
      'with the provider that it succeeded for this plan’s price and this person. Answers given after paying ' +
      '(questionnaireId) become the order’s intake. One payment pays for one questionnaire; calling again changes nothing.',
  })
  @ApiOkResponse({ type: PaymentRecordedDto })
  @ApiPaymentRequiredResponse({ type: ApiErrorBodyDto, description: PAID_REFUSALS })
  @ApiConflictResponse({ type: ApiErrorBodyDto, description: 'PAYMENT_ALREADY_USED: the payment paid for another questionnaire' })
  // A bought expert plan shows on the analysis (hasExpertPlan).
  @InvalidatesReads('analysis')
  async recordPaymentSuccess(@Body() body: PaymentSuccessDto, @VisitorId() visitorId: string | undefined): Promise<PaymentRecordedDto> {
    const { order, purchase } = await this.fulfilment.fulfilForBuyer(body.paymentIntentId, visitorId, {
      expected: { userId: body.userId },
      questionnaireId: body.questionnaireId,
    });
    return {
      paymentIntentId: purchase.paymentIntentId,
      planType: purchase.planType,
      status: 'succeeded',
      ...(order.questionnaireId === null ? {} : { questionnaireId: order.questionnaireId }),
      orderStatus: order.planType === 'expert' ? expertOrderStatus(order) : 'started',
    };
  }

  @Post('analysis/:analysisId/expert-plan')
  @HttpCode(HttpStatus.OK)
  @ApiCookieAuth(VISITOR_SECURITY_SCHEME)
  @ApiOperation({
    summary: 'After checkout: the expert plan’s order, as fulfilled by the server',
    description:
      'Only with a succeeded $20 payment in usd made for this analysis, as the provider reports it. Idempotent. An ' +
      'order made at checkout awaits its intake (orderStatus awaiting_intake): the page asks for the answers next.',
  })
  @ApiOkResponse({ type: ExpertPlanUnlockedDto })
  @ApiPaymentRequiredResponse({ type: ApiErrorBodyDto, description: `PAYMENT_REQUIRED, ${PAID_REFUSALS}` })
  // The analysis now says the expert plan is bought (hasExpertPlan).
  @InvalidatesReads('analysis')
  async unlockExpertPlan(
    @UuidParam('analysisId') analysisId: string,
    @Body() body: UnlockExpertPlanDto,
    @EnsuredVisitorId() visitorId: string,
  ): Promise<ExpertPlanUnlockedDto> {
    // Another visitor's analysis answers as an unknown one, before anything about payments.
    await this.analysis.requireVisible(analysisId, visitorId);
    const paymentIntentId = body.paymentIntentId ?? (await this.payments.latestPaymentIntentOf(analysisId, 'expert', visitorId));
    if (paymentIntentId === null) throw paymentRequired('the expert plan of this analysis');
    const { order } = await this.fulfilment.fulfilForBuyer(paymentIntentId, visitorId, { expected: { planType: 'expert', analysisId } });
    return { hasExpertPlan: true, paymentIntentId, orderStatus: expertOrderStatus(order) };
  }

  @Post('analysis/:analysisId/ai-plan')
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimited('reads')
  @ApiCookieAuth(VISITOR_SECURITY_SCHEME)
  @ApiOperation({
    summary: 'After the $5 payment: the AI plan’s state, as fulfilled by the server',
    description:
      'Only with a succeeded $5 payment made for this analysis, as the provider reports it. The server starts the plan ' +
      'as soon as the provider confirms the payment, from the answers saved with it; this answers the job’s state ' +
      '(written by a job, then rendered to PDF). Once per payment: calling again never starts a second plan.',
  })
  @ApiAcceptedResponse({ type: AiPlanStateDto })
  @ApiPaymentRequiredResponse({ type: ApiErrorBodyDto, description: PAID_REFUSALS })
  @InvalidatesReads('payments')
  async requestAiPlan(
    @UuidParam('analysisId') analysisId: string,
    @Body() body: RequestAiPlanDto,
    @VisitorId() visitorId: string | undefined,
  ): Promise<AiPlanStateDto> {
    await this.analysis.requireVisible(analysisId, visitorId);
    const { order } = await this.fulfilment.fulfilForBuyer(body.paymentIntentId, visitorId, {
      expected: { planType: 'ai', analysisId },
      questionnaireId: body.questionnaireId,
    });
    const job = await this.aiPlans.jobOfPayment(order.paymentId);
    return job === null ? { analysisId, status: 'queued', hasPlan: false, pdfReady: false } : this.aiPlans.stateOf(job);
  }

  @ApiCookieAuth(VISITOR_SECURITY_SCHEME)
  @Get('analysis/:analysisId/ai-plan/events')
  @RateLimited('reads')
  @ApiOperation({
    summary: 'The AI plan’s state as it changes (server-sent events), instead of polling',
    description:
      'text/event-stream: each `data:` line is an AiPlanStateDto JSON, the first at once, then one per change; the ' +
      'stream ends after a final state (ready with its PDF, failed, or none) or 3 minutes. Opening it is a return page: ' +
      'a paid $5 payment of this visitor for the analysis is fulfilled first if the server has not yet. 404 when the ' +
      'analysis is not this visitor’s.',
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'Server-sent events whose data are AiPlanStateDto JSON' })
  async streamAiPlanState(
    @UuidParam('analysisId') analysisId: string,
    @VisitorId() visitorId: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    await this.analysis.requireVisible(analysisId, visitorId);
    // The page the buyer returns to: a payment the server has not fulfilled yet is fulfilled before it is followed.
    const paymentIntentId = visitorId === undefined ? null : await this.payments.latestPaymentIntentOf(analysisId, 'ai', visitorId);
    if (paymentIntentId !== null) {
      await this.fulfilment.fulfil(paymentIntentId).catch((error: unknown) => {
        // Following the plan does not depend on it: the provider's own event fulfils the payment too.
        this.logger.warn({ err: error, paymentIntentId }, 'Could not fulfil the payment from the plan page');
      });
    }
    const left = new AbortController();
    response.once('close', () => left.abort());
    let started = false;
    const heartbeat = setInterval(() => started && response.write(': still here\n\n'), 15_000);
    try {
      await this.aiPlans.followState(
        analysisId,
        visitorId,
        (state) => {
          if (!started) {
            started = true;
            // No buffering proxy may hold the events back (nginx honours this header).
            response.writeHead(200, {
              'Content-Type': 'text/event-stream; charset=utf-8',
              'Cache-Control': 'no-store',
              'X-Accel-Buffering': 'no',
            });
          }
          response.write(`data: ${JSON.stringify(state)}\n\n`);
        },
        { signal: left.signal },
      );
    } catch (error) {
      // Before the stream began the error is answered as any other (the 404 of an unknown analysis); after, the
      // page falls back to asking for the state.
      if (!started) throw error;
      this.logger.warn({ err: error, analysisId }, 'The plan state stream stopped');
    } finally {
      clearInterval(heartbeat);
    }
    response.end();
  }

  @Post('orders/intake')
  @HttpCode(HttpStatus.OK)
  @RateLimited('users', 'users-visitor')
  @ApiCookieAuth(VISITOR_SECURITY_SCHEME)
  @ApiOperation({
    summary: 'The answers of a paid expert plan, from the link emailed to its buyer',
    description:
      'For an order paid without its answers (the results page’s checkout, then a closed tab): the link in the ' +
      'email carries a token; the answers are saved first with POST /api/questionnaire in the same browser.',
  })
  @ApiOkResponse({ type: IntakeReceivedDto })
  @ApiGoneResponse({ type: ApiErrorBodyDto, description: 'INTAKE_LINK_EXPIRED: unknown, or the order already has its answers' })
  @InvalidatesReads('payments')
  async submitIntake(@Body() body: SubmitIntakeDto, @VisitorId() visitorId: string | undefined): Promise<IntakeReceivedDto> {
    const order = await this.fulfilment.completeIntakeByLink(body.token, body.questionnaireId, visitorId);
    return { orderStatus: expertOrderStatus(order) };
  }
}
