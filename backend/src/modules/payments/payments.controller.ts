import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPaymentRequiredResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrorBodyDto } from '../../common/errors/api-error-body.dto';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { RequestValidationError } from '../../common/errors/api-error';
import { Origin, type RequestOrigin } from '../../common/http/request-origin';
import { VISITOR_SECURITY_SCHEME } from '../../common/visitor/visitor-openapi';
import { EnsuredVisitorId } from '../../common/visitor/visitor-session';
import {
  ConfirmTestPaymentDto,
  CreateAiPlanPaymentIntentDto,
  CreateExpertPaymentIntentDto,
  PAYMENT_INTENT_ID,
  PaymentIntentCreatedDto,
  PaymentsConfigDto,
  TestPaymentResultDto,
} from './dto/payment-intent.dto';
import { PaymentsService } from './payments.service';
import { InvalidatesReads } from '../../common/openapi/invalidates-reads.decorator';

@ApiTags('payments')
@ApiErrorResponses()
@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get('payments/config')
  @ApiOperation({
    summary: 'Which card form to show: Stripe (with its publishable key) or the built-in test provider',
    description: 'The publishable key is null with the built-in provider; testMode says whether real money can move.',
  })
  @ApiOkResponse({ type: PaymentsConfigDto })
  paymentsConfig(): PaymentsConfigDto {
    return this.payments.config();
  }

  @Post('create-payment-intent')
  @ApiCookieAuth(VISITOR_SECURITY_SCHEME)
  @ApiOperation({
    summary: 'A payment intent for the $20 expert plan',
    description:
      'The amount must equal the server price (2000); the intent is bound to the analysis (or person) and visitor.',
  })
  @ApiCreatedResponse({ type: PaymentIntentCreatedDto })
  @InvalidatesReads()
  createPaymentIntent(
    @Body() body: CreateExpertPaymentIntentDto,
    @EnsuredVisitorId() visitorId: string,
    @Origin() origin: RequestOrigin,
  ): Promise<PaymentIntentCreatedDto> {
    return this.payments.createIntent('expert', body, visitorId, origin);
  }

  @Post('create-ai-plan-payment-intent')
  @ApiCookieAuth(VISITOR_SECURITY_SCHEME)
  @ApiOperation({
    summary: 'A payment intent for the $5 AI plan (amount must equal 500)',
    description:
      'The server sets the price: the amount must equal 500 cents. The intent is bound to the analysis (or person) named, and only a succeeded intent, verified by the server, unlocks the plan.',
  })
  @ApiCreatedResponse({ type: PaymentIntentCreatedDto })
  @InvalidatesReads()
  createAiPlanPaymentIntent(
    @Body() body: CreateAiPlanPaymentIntentDto,
    @EnsuredVisitorId() visitorId: string,
    @Origin() origin: RequestOrigin,
  ): Promise<PaymentIntentCreatedDto> {
    return this.payments.createIntent('ai', body, visitorId, origin);
  }

  @Post('test-payments/:paymentIntentId/confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Built-in test provider only: confirm a payment with one of Stripe’s test cards (404 when Stripe is set up)',
    description:
      '4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds.',
  })
  @ApiOkResponse({ type: TestPaymentResultDto })
  @ApiPaymentRequiredResponse({ type: ApiErrorBodyDto, description: 'CARD_DECLINED with the provider’s message' })
  @ApiParam({ name: 'paymentIntentId', schema: { type: 'string', pattern: PAYMENT_INTENT_ID.source } })
  @InvalidatesReads()
  async confirmTestPayment(
    @Param('paymentIntentId') paymentIntentId: string,
    @Body() body: ConfirmTestPaymentDto,
    @Origin() origin: RequestOrigin,
  ): Promise<TestPaymentResultDto> {
    if (!PAYMENT_INTENT_ID.test(paymentIntentId)) {
      throw new RequestValidationError({ paymentIntentId: ['paymentIntentId must look like pi_...'] });
    }
    const intent = await this.payments.confirmTestPayment(
      paymentIntentId,
      body.clientSecret,
      {
        number: body.cardNumber,
        expMonth: body.expMonth,
        expYear: body.expYear,
        cvc: body.cvc,
      },
      origin,
    );
    return { paymentIntentId: intent.id, status: intent.status };
  }
}
