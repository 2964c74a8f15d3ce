import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/admin/admin-bearer.guard';
import { ApiErrorBodyDto } from '../../common/errors/api-error-body.dto';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { FunnelDto, FunnelQueryDto } from './dto/funnel.dto';
import { FunnelReportService } from './funnel-report.service';

// The funnel report, read from the analytics events (the URL's /analytics/funnel is contract).
@ApiTags('admin')
@ApiErrorResponses()
@AdminOnly()
@Controller('admin/analytics')
export class FunnelReportController {
  constructor(private readonly funnel: FunnelReportService) {}

  @Get('funnel')
  @ApiOperation({
    summary: 'The product funnel: events per action per day, and conversion from an analysis to each paid step',
    description: 'UTC days, both ends included; at most 366 days; default the last 30 days.',
  })
  @ApiOkResponse({ type: FunnelDto })
  @ApiBadRequestResponse({
    type: ApiErrorBodyDto,
    description: 'VALIDATION_FAILED; INVALID_DATE_RANGE when from is after to or the range spans more than 366 days',
  })
  getFunnel(@Query() query: FunnelQueryDto): Promise<FunnelDto> {
    return this.funnel.report(query.from, query.to);
  }
}
