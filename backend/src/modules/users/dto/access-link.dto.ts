import { EMAIL_MAX_LENGTH } from '@fitness/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, Matches, MaxLength } from 'class-validator';
import { Trim } from '../../../common/validation/field-decorators';

/** POST /api/access-links */
export class RequestAccessLinkDto {
  @ApiProperty({ example: 'alex@example.com', maxLength: EMAIL_MAX_LENGTH, format: 'email' })
  @Trim()
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  @MaxLength(EMAIL_MAX_LENGTH)
  email!: string;
}

export class AccessLinkRequestedDto {
  @ApiProperty({ description: 'The same text whether or not the email belongs to anyone' })
  message!: string;
}

/** POST /api/access-links/redeem: the token from the emailed link (?access=…). */
export class RedeemAccessLinkDto {
  @ApiProperty({ description: '43 characters of base64url', pattern: '^[A-Za-z0-9_-]{43}$' })
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: 'token must be the 43-character code from the emailed link' })
  token!: string;
}

export class RedeemedAccessLinkDto {
  @ApiProperty({ format: 'uuid', description: 'The person whose results this browser may now open' })
  userId!: string;
}
