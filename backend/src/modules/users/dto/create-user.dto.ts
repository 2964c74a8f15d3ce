import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** Longest email address SMTP allows (RFC 5321 path limit). */
const EMAIL_MAX_LENGTH = 254;
const USERNAME_MAX_LENGTH = 100;

/** POST /api/users: the free analysis sends an email; the questionnaire also sends the full name as username. */
export class CreateUserDto {
  @ApiProperty({ example: 'alex@example.com', maxLength: EMAIL_MAX_LENGTH })
  @Transform(trim)
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  @MaxLength(EMAIL_MAX_LENGTH)
  email!: string;

  @ApiPropertyOptional({
    description: 'Full name (questionnaire)',
    example: 'Alex Morgan',
    maxLength: USERNAME_MAX_LENGTH,
  })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(USERNAME_MAX_LENGTH)
  username?: string;
}

export class UserIdDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;
}
