import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { TrainerEntity } from './trainer.entity';

@Injectable()
export class TrainersRepository {
  constructor(@InjectRepository(TrainerEntity) private readonly trainers: Repository<TrainerEntity>) {}

  /** All trainers, best rated first, then most experienced, then by name (a stable order for the grid). */
  async listAll(): Promise<TrainerEntity[]> {
    return this.trainers.find({ order: { rating: 'DESC', experience: 'DESC', name: 'ASC' } });
  }

  async findById(id: string): Promise<TrainerEntity | null> {
    return this.trainers.findOneBy({ id });
  }

  /** The trainer with this name, in any letter case. */
  async findByName(name: string): Promise<TrainerEntity | null> {
    return this.trainers.createQueryBuilder('trainer').where('lower(trainer.name) = lower(:name)', { name: name.trim() }).getOne();
  }
}
