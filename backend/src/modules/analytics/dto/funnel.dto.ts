import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ANALYTICS_ACTIONS, FUNNEL_PAID_STEPS } from '@fitness/contracts';
import { IsOptional, Matches } from 'class-validator';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export class FunnelQueryDto {
  @ApiPropertyOptional({ format: 'date', description: 'First UTC day (default: 29 days before `to`)' })
  @IsOptional()
  @Matches(DATE, { message: 'from must be a date like 2026-11-01' })
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Last UTC day, included (default: today)' })
  @IsOptional()
  @Matches(DATE, { message: 'to must be a date like 2026-11-30' })
  to?: string;
}

export class FunnelDayDto {
  @ApiProperty({ format: 'date' })
  date!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    description: `Events per action (${ANALYTICS_ACTIONS.join(', ')})`,
  })
  counts!: Record<string, number>;
}

export class FunnelConversionDto {
  @ApiProperty({ enum: FUNNEL_PAID_STEPS })
  step!: string;

  @ApiProperty({ type: 'integer', description: 'People with an analysis in the range who then reached this step' })
  people!: number;

  @ApiProperty({ description: 'people / people with an analysis (0 when there were none)', minimum: 0, maximum: 1 })
  rate!: number;
}

export class FunnelDto {
  @ApiProperty({ format: 'date' })
  from!: string;

  @ApiProperty({ format: 'date' })
  to!: string;

  @ApiProperty({ type: [FunnelDayDto], description: 'Every day of the range, with zeros' })
  days!: FunnelDayDto[];

  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' }, description: 'Events per action over the range' })
  totals!: Record<string, number>;

  @ApiProperty({ type: 'integer', description: 'Distinct people with an analysis in the range' })
  analysedPeople!: number;

  @ApiProperty({ type: [FunnelConversionDto] })
  conversion!: FunnelConversionDto[];
}
