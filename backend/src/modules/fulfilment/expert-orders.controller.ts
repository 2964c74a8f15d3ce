import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/admin/admin-bearer.guard';
import { ApiErrorBodyDto } from '../../common/errors/api-error-body.dto';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { UuidParam } from '../../common/http/uuid-param.pipe';
import { ExpertOrderDto, ExpertOrderListDto, ListExpertOrdersQueryDto, MarkDeliveredDto } from './dto/expert-orders.dto';
import { ExpertOrdersService } from './expert-orders.service';
import { InvalidatesReads } from '../../common/openapi/invalidates-reads.decorator';

/** Operations: the paid expert plans coaches write, and recording their delivery. */
@ApiTags('admin')
@ApiErrorResponses()
@AdminOnly()
@Controller('admin/expert-plan-orders')
export class ExpertOrdersController {
  constructor(private readonly orders: ExpertOrdersService) {}

  @Get()
  @ApiOperation({
    summary: 'Paid expert-plan orders with their state, answers, analysis and payment',
    description:
      'Oldest first. `open` (default): answered and not yet delivered, with the 48-hour due time; `awaiting_intake`: ' +
      'paid, the buyer emailed a link for the answers; `delivered`; `all`.',
  })
  @ApiOkResponse({ type: ExpertOrderListDto })
  async listExpertPlanOrders(@Query() query: ListExpertOrdersQueryDto): Promise<ExpertOrderListDto> {
    return { orders: await this.orders.list(query.status ?? 'open', query.limit ?? 50) };
  }

  @Post(':orderId/delivered')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Mark an expert plan delivered (planDelivered) and email the buyer',
    description: 'Idempotent: marking it again changes nothing and sends no second email.',
  })
  @ApiOkResponse({ type: ExpertOrderDto })
  @ApiConflictResponse({ type: ApiErrorBodyDto, description: 'ORDER_AWAITING_INTAKE: the buyer’s answers have not arrived' })
  @InvalidatesReads('admin')
  markExpertPlanDelivered(@UuidParam('orderId') orderId: string, @Body() body: MarkDeliveredDto): Promise<ExpertOrderDto> {
    return this.orders.markDelivered(orderId, body.note);
  }
}
