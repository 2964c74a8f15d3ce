import { Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { COACHING_SESSION_STATUSES, type CoachingSessionStatus } from '@fitness/contracts';
import { AdminOnly } from '../../common/admin/admin-bearer.guard';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { UuidParam } from '../../common/http/uuid-param.pipe';
import { BookingsService } from './bookings.service';
import { BookingDto } from './dto/track-interest.dto';
import { InvalidatesReads } from '../../common/openapi/invalidates-reads.decorator';

const FILTERS = [...COACHING_SESSION_STATUSES, 'all'] as const;

export class ListBookingsQueryDto {
  @ApiPropertyOptional({ enum: FILTERS, default: 'requested' })
  @IsOptional()
  @IsIn(FILTERS, { message: `status must be one of: ${FILTERS.join(', ')}` })
  status?: CoachingSessionStatus | 'all';

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 200, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1)
  @Max(200)
  limit?: number;
}

/** Operations: the booking requests trainers have to confirm. */
@ApiTags('admin')
@ApiErrorResponses()
@AdminOnly()
@Controller('admin/coaching-sessions')
export class CoachingAdminController {
  constructor(private readonly bookings: BookingsService) {}

  @Get()
  @ApiOperation({
    summary: 'Coaching sessions by status (default: requested, waiting for the trainer), soonest first',
    description:
      'For trainers and operations, behind the admin bearer token. Filter by status or take all; at most `limit` rows.',
  })
  @ApiOkResponse({ type: BookingDto, isArray: true })
  listCoachingSessions(@Query() query: ListBookingsQueryDto): Promise<BookingDto[]> {
    return this.bookings.list(query.status ?? 'requested', query.limit ?? 50);
  }

  @Post(':sessionId/confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'The trainer confirmed: requested → scheduled, and the visitor is emailed (once)',
    description:
      'Marks a requested session scheduled and emails the visitor once; confirming again changes nothing. 404 BOOKING_NOT_FOUND for an unknown id.',
  })
  @ApiOkResponse({ type: BookingDto })
  @InvalidatesReads('admin')
  confirmCoachingSession(@UuidParam('sessionId') sessionId: string): Promise<BookingDto> {
    return this.bookings.confirm(sessionId);
  }
}
