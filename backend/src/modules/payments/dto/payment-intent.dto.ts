import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, IsUUID, Matches, Max, Min } from 'class-validator';
import { PRICES_CENTS } from '@fitness/contracts';
import { SchemaRule } from '../../../common/openapi/schema-rule.decorator';

/**
 * The answers a payment is for, saved before paying (this visitor's, not yet paid for): the paid order is made from
 * them even if the page is closed after the card.
 */
function AnswersPaidFor(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      format: 'uuid',
      description:
        'The answers this payment is for, saved before paying (this visitor’s, not yet paid for); the paid order is made from them even if the page is closed',
    }),
    IsOptional(),
    IsUUID('all', { message: 'questionnaireId must be a UUID' }),
  );
}

/** The payment is bound to a person: through the analysis, or directly (PaymentsService checks it). */
const NAMES_THE_PERSON = { anyOf: [{ required: ['analysisId'] }, { required: ['userId'] }] };

/** POST /api/create-payment-intent: the expert plan ($20). The amount must be the server's price. */
@SchemaRule(NAMES_THE_PERSON)
export class CreateExpertPaymentIntentDto {
  @ApiProperty({
    description: 'Cents; must equal the expert plan price',
    example: PRICES_CENTS.expert,
    enum: [PRICES_CENTS.expert],
  })
  @IsInt({ message: 'amount must be a whole number of cents' })
  @Min(1)
  @Max(100_000_00)
  amount!: number;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'The analysis the plan is for (checkout sends it; binds the payment to it)',
  })
  @IsOptional()
  @IsUUID('all', { message: 'analysisId must be a UUID' })
  analysisId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The person paying (the questionnaire sends it)' })
  @IsOptional()
  @IsUUID('all', { message: 'userId must be a UUID' })
  userId?: string;

  @AnswersPaidFor()
  questionnaireId?: string;
}

/** POST /api/create-ai-plan-payment-intent: the AI plan ($5). */
@SchemaRule(NAMES_THE_PERSON)
export class CreateAiPlanPaymentIntentDto {
  @ApiProperty({
    description: 'Cents; must equal the AI plan price',
    example: PRICES_CENTS.ai,
    enum: [PRICES_CENTS.ai],
  })
  @IsInt({ message: 'amount must be a whole number of cents' })
  @Min(1)
  @Max(100_000_00)
  amount!: number;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'The person paying (spec §7); optional with analysisId, which names the person, and must match it',
  })
  @IsOptional()
  @IsUUID('all', { message: 'userId must be a UUID' })
  userId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The analysis the plan is built from (binds the payment to it)' })
  @IsOptional()
  @IsUUID('all', { message: 'analysisId must be a UUID' })
  analysisId?: string;

  @AnswersPaidFor()
  questionnaireId?: string;
}

export class PaymentIntentCreatedDto {
  @ApiProperty({ description: 'For the card form (Stripe.js, or the built-in test form)' })
  clientSecret!: string;

  @ApiProperty({ example: 'pi_3PqZk2LkdIwHu7ix0a1b2c3d' })
  paymentIntentId!: string;

  @ApiProperty({ description: 'Cents, as the server priced it' })
  amount!: number;

  @ApiProperty({ example: 'usd' })
  currency!: string;
}

export class PaymentsConfigDto {
  @ApiProperty({ enum: ['stripe', 'embedded'] })
  provider!: 'stripe' | 'embedded';

  @ApiProperty({ type: String, nullable: true, description: 'Stripe publishable key; null with the built-in provider' })
  publishableKey!: string | null;

  @ApiProperty({ description: 'True when no real money can move (the built-in provider, or Stripe test keys)' })
  testMode!: boolean;
}

const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9]{8,64}$/;

/** POST /api/test-payments/{paymentIntentId}/confirm: the built-in provider's card form. */
export class ConfirmTestPaymentDto {
  @ApiProperty()
  @IsString()
  @Matches(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9_-]+$/, { message: 'clientSecret must be the one the intent came with' })
  clientSecret!: string;

  @ApiProperty({ example: '4242 4242 4242 4242' })
  @IsString()
  @Matches(/^[\d\s-]{12,23}$/, { message: 'Your card number is incomplete.' })
  cardNumber!: string;

  @ApiProperty({ minimum: 1, maximum: 12 })
  @IsInt({ message: "Your card's expiration month is invalid." })
  @Min(1, { message: "Your card's expiration month is invalid." })
  @Max(12, { message: "Your card's expiration month is invalid." })
  expMonth!: number;

  @ApiProperty({ description: 'Two or four digits', example: 34 })
  @IsInt({ message: "Your card's expiration year is invalid." })
  @Min(0)
  @Max(2100)
  expYear!: number;

  @ApiProperty({ example: '123' })
  @IsString()
  @Matches(/^\d{3,4}$/, { message: "Your card's security code is incomplete." })
  cvc!: string;

  @ApiPropertyOptional({ example: '10001' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9 -]{2,10}$/, { message: 'Your postal code is incomplete.' })
  postalCode?: string;
}

export class TestPaymentResultDto {
  @ApiProperty()
  paymentIntentId!: string;

  @ApiProperty({ enum: ['succeeded'] })
  status!: string;
}

export { PAYMENT_INTENT_ID };
