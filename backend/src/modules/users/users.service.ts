import { Injectable } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { userNotFound } from './users.errors';
import { UsersRepository } from './users.repository';

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

export interface EnsuredUser {
  id: string;
  created: boolean;
}

@Injectable()
export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  /**
   * The user with this email (any letter case), created when new. A username given later fills an empty one but
   * never overwrites a stored name.
   */
  async ensureUser(email: string, username?: string): Promise<EnsuredUser> {
    const existing = await this.users.findByEmail(email);
    if (existing !== null) {
      if (username !== undefined && existing.username === null) await this.users.setUsername(existing.id, username);
      return { id: existing.id, created: false };
    }
    try {
      const user = await this.users.insert({ email, username });
      return { id: user.id, created: true };
    } catch (error) {
      // Two first requests for one email raced: the other one created it.
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        const winner = await this.users.findByEmail(email);
        if (winner !== null) return { id: winner.id, created: false };
      }
      throw error;
    }
  }

  /** Throws USER_NOT_FOUND (404) unless the user exists. */
  async assertExists(userId: string): Promise<void> {
    if ((await this.users.findById(userId)) === null) throw userNotFound();
  }
}
