import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { InterestRegistrationEntity } from './interest-registration.entity';

export type NewInterestRegistration = Pick<InterestRegistrationEntity, 'email' | 'planType'> &
  Partial<Pick<InterestRegistrationEntity, 'name' | 'source'>>;

@Injectable()
export class InterestRepository {
  constructor(
    @InjectRepository(InterestRegistrationEntity) private readonly registrations: Repository<InterestRegistrationEntity>,
  ) {}

  async insert(registration: NewInterestRegistration): Promise<InterestRegistrationEntity> {
    return this.registrations.save(this.registrations.create(registration));
  }

  async deleteByEmail(email: string): Promise<void> {
    await this.registrations
      .createQueryBuilder()
      .delete()
      .where('lower(email) = lower(:email)', { email: email.trim() })
      .execute();
  }
}
