import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { UuidParam } from '../../common/http/uuid-param.pipe';
import { CoachingService } from './coaching.service';
import { TrainerDto } from './dto/trainer.dto';

@ApiTags('coaching')
@ApiErrorResponses()
@Controller('trainers')
export class CoachingController {
  constructor(private readonly coaching: CoachingService) {}

  @Get()
  @ApiOperation({
    summary: 'List the trainers available for 1:1 video coaching',
    description: 'Every trainer with specialization, experience, rating, hourly rate and certifications.',
  })
  @ApiOkResponse({ type: TrainerDto, isArray: true })
  listTrainers(): Promise<TrainerDto[]> {
    return this.coaching.listTrainers();
  }

  @Get(':id/avatar.svg')
  @ApiOperation({
    summary: "A trainer's avatar, drawn by this server",
    description: 'An SVG image this server makes for the trainer, so pages load no third-party images.',
  })
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ description: 'SVG image', schema: { type: 'string' } })
  async getTrainerAvatar(@UuidParam('id') id: string, @Res({ passthrough: true }) response: Response): Promise<string> {
    const svg = await this.coaching.trainerAvatarSvg(id);
    // Set only once the image exists, so an error answer never goes out as a cacheable SVG.
    response.type('image/svg+xml').setHeader('Cache-Control', 'public, max-age=86400');
    return svg;
  }
}
