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

  /** Stores the registration unless this email (any case) already registered for this plan; true when new. */
  async insertOnce(registration: NewInterestRegistration): Promise<boolean> {
    const result = await this.registrations.createQueryBuilder().insert().values(registration).orIgnore().returning('id').execute();
    return (result.raw as unknown[]).length > 0;
  }

  async deleteByEmail(email: string): Promise<void> {
    await this.registrations
      .createQueryBuilder()
      .delete()
      .where('lower(email) = lower(:email)', { email: email.trim() })
      .execute();
  }

  /** Every registration of this email (any letter case), oldest first. */
  async listByEmail(email: string): Promise<InterestRegistrationEntity[]> {
    return this.registrations
      .createQueryBuilder('registration')
      .where('lower(registration.email) = lower(:email)', { email: email.trim() })
      .orderBy('registration.createdAt', 'ASC')
      .getMany();
  }
}
