import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ApiErrorBody } from '@fitness/contracts';

/** The one error body every endpoint answers with (documented in OpenAPI as ApiErrorBodyDto). */
export class ApiErrorBodyDto implements ApiErrorBody {
  @ApiProperty({ example: 400 })
  statusCode!: number;

  @ApiProperty({ description: 'Stable machine-readable code', example: 'VALIDATION_FAILED' })
  code!: string;

  @ApiProperty({ example: 'Request validation failed' })
  message!: string;

  @ApiPropertyOptional({
    description: 'Per-field reasons, keyed by dotted path',
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { 'userStats.age': ['age must not be less than 16'] },
  })
  details?: Record<string, string[]>;

  @ApiProperty({ description: 'Echoes the x-request-id response header', example: '3b0f6c1e-5d7a-4a59-9a3e-2b8f1b0c9d11' })
  requestId!: string;
}
