import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { trainerNotFound } from './coaching.errors';
import { toTrainerDto, type TrainerDto } from './dto/trainer.dto';
import { renderTrainerAvatarSvg } from './trainer-avatar';
import { TrainersRepository } from './trainers.repository';

@Injectable()
export class CoachingService {
  constructor(
    private readonly trainers: TrainersRepository,
    private readonly config: AppConfig,
  ) {}

  async listTrainers(): Promise<TrainerDto[]> {
    const trainers = await this.trainers.listAll();
    return trainers.map((trainer) => toTrainerDto(trainer, this.config.publicBaseUrl));
  }

  async trainerAvatarSvg(trainerId: string): Promise<string> {
    const trainer = await this.trainers.findById(trainerId);
    if (trainer === null) throw trainerNotFound();
    return renderTrainerAvatarSvg(trainer);
  }
}
