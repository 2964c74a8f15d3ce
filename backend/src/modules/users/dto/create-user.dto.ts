import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EMAIL_MAX_LENGTH } from '@fitness/contracts';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../common/validation/field-decorators';

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
