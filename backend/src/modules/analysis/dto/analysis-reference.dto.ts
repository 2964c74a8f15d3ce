import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsObject, IsOptional, IsUUID } from 'class-validator';

/**
 * The analysis a request is about (spec §7: analysisId plus the page's copy, userAnalysis). Only the id is used:
 * the server reads the analysis from its own database, so a tampered copy changes nothing.
 */
export class AnalysisReferenceDto {
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
