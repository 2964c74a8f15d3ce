import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiCookieAuth,
  ApiGoneResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ACCESS_LINK_REQUESTED_MESSAGE } from '@fitness/contracts';
import { ApiErrorBodyDto } from '../../common/errors/api-error-body.dto';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { RateLimited } from '../../common/http/rate-limit';
import { VISITOR_SECURITY_SCHEME } from '../../common/visitor/visitor-openapi';
import { EnsuredVisitorId } from '../../common/visitor/visitor-session';
import { AccessLinksService } from './access-links.service';
import {
  AccessLinkRequestedDto,
  RedeemAccessLinkDto,
  RedeemedAccessLinkDto,
  RequestAccessLinkDto,
} from './dto/access-link.dto';
import { InvalidatesReads } from '../../common/openapi/invalidates-reads.decorator';

@ApiTags('users')
@ApiErrorResponses()
@RateLimited('email')
@Controller('access-links')
export class AccessLinksController {
  constructor(private readonly accessLinks: AccessLinksService) {}

  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary: 'Email a single-use link that opens this person’s results in the browser that follows it',
    description: `The answer is the same whether or not the email is known. The link works once, for 30 minutes.`,
  })
  @ApiAcceptedResponse({ type: AccessLinkRequestedDto })
  @InvalidatesReads()
  async requestAccessLink(@Body() body: RequestAccessLinkDto): Promise<AccessLinkRequestedDto> {
    await this.accessLinks.requestLink(body.email);
    return { message: ACCESS_LINK_REQUESTED_MESSAGE };
  }

  @Post('redeem')
  @HttpCode(HttpStatus.OK)
  @ApiCookieAuth(VISITOR_SECURITY_SCHEME)
  @ApiOperation({
    summary: 'Use an emailed link: this browser may open that person’s results from now on',
    description:
      "Takes the token of an emailed link (single use, 30 minutes). From then on this browser's visitor session owns that person: their analyses open here. Unknown, used and expired links all answer 410 ACCESS_LINK_EXPIRED.",
  })
  @ApiOkResponse({ type: RedeemedAccessLinkDto })
  @ApiGoneResponse({ type: ApiErrorBodyDto, description: 'Unknown, already used or expired (ACCESS_LINK_EXPIRED)' })
  // Opening an emailed link changes which analyses this browser may read.
  @InvalidatesReads('analysis')
  async redeemAccessLink(
    @Body() body: RedeemAccessLinkDto,
    @EnsuredVisitorId() visitorId: string,
  ): Promise<RedeemedAccessLinkDto> {
    return { userId: await this.accessLinks.redeem(body.token, visitorId) };
  }
}
