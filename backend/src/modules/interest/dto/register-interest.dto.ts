import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EMAIL_MAX_LENGTH, INTEREST_PLAN_TYPE_DEFAULT } from '@fitness/contracts';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Trim } from '../../../common/validation/field-decorators';

/** POST /api/interest (spec §7): the email is trimmed and required, the name optional. */
export class RegisterInterestDto {
  @ApiProperty({ example: 'alex@example.com', maxLength: EMAIL_MAX_LENGTH })
  @Trim()
  @IsNotEmpty({ message: 'Please enter your email address to register your interest.' })
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  @MaxLength(EMAIL_MAX_LENGTH)
  email!: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @Trim()
  @IsString({ message: 'name must be text' })
  @MaxLength(100, { message: 'name must be at most 100 characters' })
  name?: string;

  @ApiPropertyOptional({ default: INTEREST_PLAN_TYPE_DEFAULT, pattern: '^[a-z][a-z_]{1,39}$', example: INTEREST_PLAN_TYPE_DEFAULT })
  @IsOptional()
  @Matches(/^[a-z][a-z_]{1,39}$/, { message: 'planType must be lower-case letters and underscores, like daily_tracking' })
  planType?: string;
}

export class InterestRegisteredDto {
  @ApiProperty({ example: "Thanks! We'll let you know as soon as it's ready." })
  message!: string;
}
