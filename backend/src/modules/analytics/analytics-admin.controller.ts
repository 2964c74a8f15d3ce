import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/admin/admin-bearer.guard';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { FunnelDto, FunnelQueryDto } from './dto/funnel.dto';
import { FunnelReportService } from './funnel-report.service';

@ApiTags('admin')
@ApiErrorResponses()
@AdminOnly()
@Controller('admin/analytics')
export class AnalyticsAdminController {
  constructor(private readonly funnel: FunnelReportService) {}

  @Get('funnel')
  @ApiOperation({
    summary: 'The product funnel: events per action per day, and conversion from an analysis to each paid step',
    description: 'UTC days, both ends included; at most 366 days; default the last 30 days.',
  })
  @ApiOkResponse({ type: FunnelDto })
  getFunnel(@Query() query: FunnelQueryDto): Promise<FunnelDto> {
    return this.funnel.report(query.from, query.to);
  }
}
