import { Controller, Get, Header, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { RequestValidationError } from '../../common/errors/api-error';
import { CoachingService } from './coaching.service';
import { TrainerDto } from './dto/trainer.dto';

const trainerIdPipe = new ParseUUIDPipe({
  exceptionFactory: () => new RequestValidationError({ id: ['id must be a UUID'] }),
});

@ApiTags('coaching')
@ApiErrorResponses()
@Controller('trainers')
export class CoachingController {
  constructor(private readonly coaching: CoachingService) {}

  @Get()
  @ApiOperation({ summary: 'List the trainers available for 1:1 video coaching' })
  @ApiOkResponse({ type: TrainerDto, isArray: true })
  listTrainers(): Promise<TrainerDto[]> {
    return this.coaching.listTrainers();
  }

  @Get(':id/avatar.svg')
  @ApiOperation({ summary: "A trainer's avatar, drawn by this server" })
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ description: 'SVG image', schema: { type: 'string' } })
  @Header('Content-Type', 'image/svg+xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=86400')
  getTrainerAvatar(@Param('id', trainerIdPipe) id: string): Promise<string> {
    return this.coaching.trainerAvatarSvg(id);
  }
}
