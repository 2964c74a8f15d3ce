import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../common/validation/field-decorators';

/** Longest email address SMTP allows (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
const USERNAME_MAX_LENGTH = 100;

/** POST /api/users: the free analysis sends an email; the questionnaire also sends the full name as username. */
export class CreateUserDto {
  @ApiProperty({ example: 'alex@example.com', maxLength: EMAIL_MAX_LENGTH })
  @Trim()
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  @MaxLength(EMAIL_MAX_LENGTH)
  email!: string;

  @ApiPropertyOptional({
    description: 'Full name (questionnaire)',
    example: 'Alex Morgan',
    maxLength: USERNAME_MAX_LENGTH,
  })
  @IsOptional()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(USERNAME_MAX_LENGTH)
  username?: string;
}

export class UserIdDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;
}
