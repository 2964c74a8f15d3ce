import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import type { BookingEntity } from './booking.entity';
import { BookingsRepository } from './bookings.repository';
import { trainerNotFound } from './coaching.errors';
import { toTrainerDto, type TrainerDto } from './dto/trainer.dto';
import { renderTrainerAvatarSvg } from './trainer-avatar';
import { TrainersRepository } from './trainers.repository';

@Injectable()
export class CoachingService {
  constructor(
    private readonly trainers: TrainersRepository,
    private readonly config: AppConfig,
    private readonly bookings: BookingsRepository,
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

  /**
   * The user's bookings with their trainer's name, oldest first, for downloading a person's data: all of them, or
   * with `madeBy` only those that visitor asked for.
   */
  async bookingsOfPerson(
    userId: string,
    madeBy: string | null,
  ): Promise<Array<{ booking: BookingEntity; trainerName: string | null }>> {
    const [bookings, trainers] = await Promise.all([this.bookings.listOfPerson(userId, madeBy), this.trainers.listAll()]);
    const names = new Map(trainers.map((trainer) => [trainer.id, trainer.name]));
    return bookings.map((booking) => ({ booking, trainerName: names.get(booking.trainerId) ?? null }));
  }
}
