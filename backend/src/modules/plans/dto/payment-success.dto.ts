import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, Matches } from 'class-validator';
import { PAYMENT_INTENT_ID } from '../../payments/dto/payment-intent.dto';

/** POST /api/payment/success (spec §7): after the questionnaire's payment. */
export class PaymentSuccessDto {
  @ApiProperty({ example: 'pi_3PqZk2LkdIwHu7ix0a1b2c3d' })
  @IsString()
  @Matches(PAYMENT_INTENT_ID, { message: 'paymentIntentId must look like pi_...' })
  paymentIntentId!: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'userId must be a UUID' })
  userId!: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The questionnaire the payment completes' })
  @IsOptional()
  @IsUUID('all', { message: 'questionnaireId must be a UUID' })
  questionnaireId?: string;
}

export class PaymentRecordedDto {
  @ApiProperty({ example: 'pi_3PqZk2LkdIwHu7ix0a1b2c3d' })
  paymentIntentId!: string;

  @ApiProperty({ enum: ['expert', 'ai'] })
  planType!: 'expert' | 'ai';

  @ApiProperty({ enum: ['succeeded'] })
  status!: 'succeeded';

  @ApiPropertyOptional({ format: 'uuid' })
  questionnaireId?: string;
}
