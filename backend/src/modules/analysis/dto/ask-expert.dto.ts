import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { EXPERT_QUESTION_MAX_LENGTH } from '@fitness/contracts';
import { IsNotEmpty, IsObject, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

/** POST /api/ask-expert (spec §7). */
export class AskExpertDto {
  @ApiProperty({ example: 'How can I get visible abs?', maxLength: EXPERT_QUESTION_MAX_LENGTH })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'question must be text' })
  @IsNotEmpty({ message: 'question must not be empty' })
  @MaxLength(EXPERT_QUESTION_MAX_LENGTH, {
    message: `question must be at most ${EXPERT_QUESTION_MAX_LENGTH} characters`,
  })
  question!: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'analysisId must be a UUID' })
  analysisId!: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Sent by the page; ignored: the server reads the analysis by analysisId',
  })
  @IsOptional()
  @IsObject()
  userAnalysis?: Record<string, unknown>;
}

export class ExpertAnswerDto {
  @ApiProperty({ description: 'Plain text; lists are lines starting with "- "' })
  answer!: string;
}
