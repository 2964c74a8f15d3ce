import { Injectable } from '@nestjs/common';
import { InterestRepository } from './interest.repository';

@Injectable()
export class InterestService {
  constructor(private readonly registrations: InterestRepository) {}

  /** Deletes every interest registration of this email (any letter case): part of deleting a person's data. */
  async forgetEmail(email: string): Promise<void> {
    await this.registrations.deleteByEmail(email);
  }
}
