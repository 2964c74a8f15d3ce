import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { UuidParam } from '../../common/http/uuid-param.pipe';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/admin/admin-bearer.guard';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import {
  ExpertOrderDto,
  ExpertOrderListDto,
  ListExpertOrdersQueryDto,
  MarkDeliveredDto,
} from './dto/expert-orders.dto';
import { ExpertOrdersService } from './expert-orders.service';

/** Operations: the paid expert plans a coach has to write, and recording their delivery. */
@ApiTags('admin')
@ApiErrorResponses()
@AdminOnly()
@Controller('admin/expert-plan-orders')
export class ExpertOrdersController {
  constructor(private readonly orders: ExpertOrdersService) {}

  @Get()
  @ApiOperation({
    summary: 'Paid expert-plan orders with their answers and analysis',
    description: 'Oldest payment first; `open` (default) lists the ones not yet delivered, with the 48-hour due time.',
  })
  @ApiOkResponse({ type: ExpertOrderListDto })
  async listExpertPlanOrders(@Query() query: ListExpertOrdersQueryDto): Promise<ExpertOrderListDto> {
    return { orders: await this.orders.list(query.status ?? 'open', query.limit ?? 50) };
  }

  @Post(':questionnaireId/delivered')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Mark an expert plan delivered (planDelivered) and email the person',
    description: 'Idempotent: marking it again changes nothing and sends no second email.',
  })
  @ApiOkResponse({ type: ExpertOrderDto })
  markExpertPlanDelivered(
    @UuidParam('questionnaireId') questionnaireId: string,
    @Body() body: MarkDeliveredDto,
  ): Promise<ExpertOrderDto> {
    return this.orders.markDelivered(questionnaireId, body.note);
  }
}
