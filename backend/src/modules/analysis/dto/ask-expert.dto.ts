import { ApiProperty } from '@nestjs/swagger';
import { EXPERT_QUESTION_MAX_LENGTH } from '@fitness/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../common/validation/field-decorators';
import { AnalysisReferenceDto } from './analysis-reference.dto';

/** POST /api/ask-expert (spec §7). */
export class AskExpertDto extends AnalysisReferenceDto {
  @ApiProperty({ example: 'How can I get visible abs?', maxLength: EXPERT_QUESTION_MAX_LENGTH })
  @Trim()
  @IsString({ message: 'question must be text' })
  @IsNotEmpty({ message: 'question must not be empty' })
  @MaxLength(EXPERT_QUESTION_MAX_LENGTH, {
    message: `question must be at most ${EXPERT_QUESTION_MAX_LENGTH} characters`,
  })
  question!: string;
}

export class ExpertAnswerDto {
  @ApiProperty({ description: 'Plain text; lists are lines starting with "- "' })
  answer!: string;
}
