import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { RateLimited } from '../../common/http/rate-limit';
import { Origin, type RequestOrigin } from '../../common/http/request-origin';
import { VISITOR_SECURITY_SCHEME } from '../../common/visitor/visitor-openapi';
import { EnsuredVisitorId } from '../../common/visitor/visitor-session';
import { BookingsService } from './bookings.service';
import { ComingSoonViewsService } from './coming-soon-views.service';
import { InterestTrackedDto, isBooking, TrackInterestDto } from './dto/track-interest.dto';
import { InvalidatesReads } from '../../common/openapi/invalidates-reads.decorator';

// One URL for two things, both fixed by the contract (the path, the operationId trackInterest, the DTO names): a
// coming-soon page's view, or a coaching booking. Neither is an "interest" in this code's words (see the README's
// Words section): that is the early-access list of modules/interest.
@ApiTags('coaching')
@ApiErrorResponses()
@ApiCookieAuth(VISITOR_SECURITY_SCHEME)
@Controller()
export class ComingSoonOrBookingController {
  constructor(
    private readonly bookings: BookingsService,
    private readonly comingSoonViews: ComingSoonViewsService,
  ) {}

  @Post('track-interest')
  @HttpCode(HttpStatus.OK)
  @RateLimited('users', 'users-visitor')
  @ApiOperation({
    summary: 'Report interest: a coming-soon page view, or a coaching booking request',
    description:
      'With trainer, person and time (type coaching) it is a booking: kept as a requested coaching session and ' +
      'confirmed by email; refused (400) for a time in the past or more than 90 days ahead (BOOKING_TIME_OUT_OF_RANGE), ' +
      'an unknown trainer (UNKNOWN_TRAINER), or a time this visitor already asked that trainer for (DUPLICATE_BOOKING). ' +
      'Without them it is the coming-soon page’s report.',
  })
  @ApiOkResponse({ type: InterestTrackedDto })
  @InvalidatesReads()
  async trackInterest(
    @Body() body: TrackInterestDto,
    @EnsuredVisitorId() visitorId: string,
    @Origin() origin: RequestOrigin,
  ): Promise<InterestTrackedDto> {
    if (!isBooking(body)) {
      await this.comingSoonViews.record(body, visitorId, origin);
      return { recorded: true };
    }
    return { recorded: true, booking: await this.bookings.request(body, visitorId, origin) };
  }
}
