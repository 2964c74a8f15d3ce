import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCookieAuth,
  ApiOkResponse,
  ApiOperation,
  ApiPaymentRequiredResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrorBodyDto } from '../../common/errors/api-error-body.dto';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { VISITOR_SECURITY_SCHEME } from '../../common/visitor/visitor-openapi';
import { VisitorId } from '../../common/visitor/visitor-session';
import { PaymentsService } from '../payments/payments.service';
import { PaymentRecordedDto, PaymentSuccessDto } from './dto/payment-success.dto';
import { QuestionnairesRepository } from './questionnaires.repository';
import { ExpertOrdersService } from './expert-orders.service';
import { paymentMismatch } from '../payments/payments.errors';
import { paymentAlreadyUsed, questionnaireNotFound } from './plans.errors';

@ApiTags('payments')
@ApiErrorResponses()
@ApiCookieAuth(VISITOR_SECURITY_SCHEME)
@Controller()
export class PaymentSuccessController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly questionnaires: QuestionnairesRepository,
    private readonly expertOrders: ExpertOrdersService,
  ) {}

  @Post('payment/success')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Record a questionnaire payment',
    description:
      'Retrieves the intent from the provider, checks status, amount, currency and that it was made for this person, ' +
      'then marks the questionnaire paid (its paymentId): one payment pays for one questionnaire of the same person and analysis. A paid expert plan becomes an order for a coach and its ' +
      'confirmation email is sent. Nothing is recorded for a payment that did not go through; calling again changes nothing.',
  })
  @ApiOkResponse({ type: PaymentRecordedDto })
  @ApiPaymentRequiredResponse({ type: ApiErrorBodyDto, description: 'PAYMENT_NOT_COMPLETED or PAYMENT_MISMATCH' })
  @ApiConflictResponse({ type: ApiErrorBodyDto, description: 'PAYMENT_ALREADY_USED: the payment paid for another questionnaire' })
  async recordPaymentSuccess(
    @Body() body: PaymentSuccessDto,
    @VisitorId() visitorId: string | undefined,
  ): Promise<PaymentRecordedDto> {
    const payment = await this.payments.recordPlanPayment(body.paymentIntentId, body.userId, visitorId);
    if (body.questionnaireId !== undefined) {
      const linked = await this.questionnaires.linkPayment(body.questionnaireId, visitorId, payment);
      if (linked === 'not-found') throw questionnaireNotFound();
      if (linked === 'mismatch') throw paymentMismatch('it paid for another person or analysis than this questionnaire');
      if (linked === 'payment-used') throw paymentAlreadyUsed();
      if (linked === 'linked' && payment.planType === 'expert') await this.expertOrders.orderPaid(body.questionnaireId);
    }
    return {
      paymentIntentId: payment.paymentIntentId,
      planType: payment.planType,
      status: 'succeeded',
      ...(body.questionnaireId === undefined ? {} : { questionnaireId: body.questionnaireId }),
    };
  }
}
