import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { RateLimited } from '../../common/http/rate-limit';
import { Origin, type RequestOrigin } from '../../common/http/request-origin';
import { InterestRegisteredDto, RegisterInterestDto } from './dto/register-interest.dto';
import { InterestService } from './interest.service';
import { InvalidatesReads } from '../../common/openapi/invalidates-reads.decorator';

@ApiTags('interest')
@ApiErrorResponses()
@Controller('interest')
export class InterestController {
  constructor(private readonly interest: InterestService) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @RateLimited('users')
  @ApiOperation({
    summary: 'Register interest in a coming plan (default daily_tracking)',
    description: 'Once per email and plan type: a repeat answers the same success and adds no row.',
  })
  @ApiOkResponse({ type: InterestRegisteredDto })
  @InvalidatesReads()
  registerInterest(@Body() body: RegisterInterestDto, @Origin() origin: RequestOrigin): Promise<InterestRegisteredDto> {
    return this.interest.register(body, origin);
  }
}
