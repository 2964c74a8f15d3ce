import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DatabaseHealth } from '../database/database-health';
import { QueuePort } from '../infra/queue/queue.port';
import { LivenessDto, ReadinessDto } from './health.dto';

@ApiTags('health')
@Controller()
export class HealthController {
  constructor(
    private readonly database: DatabaseHealth,
    private readonly queue: QueuePort,
  ) {}

  @Get('health')
  @ApiOperation({
    summary: 'Liveness: the process answers',
    description: 'Answers while the process runs; it checks no dependency (see /api/ready).',
  })
  @ApiOkResponse({ type: LivenessDto })
  getHealth(): LivenessDto {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({
    summary: 'Readiness: the database and the job queue answer',
    description: 'Answers 503, naming which, while the database or the job queue does not answer.',
  })
  @ApiOkResponse({ type: ReadinessDto })
  @ApiServiceUnavailableResponse({ type: ReadinessDto, description: 'A dependency is down; the body says which' })
  async getReadiness(@Res({ passthrough: true }) response: Response): Promise<ReadinessDto> {
    const [database, queueOk] = await Promise.all([this.database.check(), this.queue.isHealthy()]);
    const ready = database.ok && queueOk;
    response.status(ready ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status: ready ? 'ready' : 'not_ready', database, queue: { name: this.queue.driver, ok: queueOk } };
  }
}
