import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { UserEntity } from './user.entity';

export interface NewUser {
  email: string;
  username?: string | null;
}

@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /**
   * Inserts a user owned by `visitorId`: the user row and the owner grant are one statement, so neither exists without
   * the other. As two statements, a crash between them left a user nobody owned (kill -9 in the resilience suite
   * did), whose email then only let its real owner claim it. Fails with a unique violation when the email exists in
   * any letter case; returns the new user's id.
   */
  async insertOwnedBy(user: NewUser, visitorId: string): Promise<string> {
    const rows = (await this.users.query(
      `WITH created AS (INSERT INTO users ("email", "username") VALUES ($1, $2) RETURNING "id")
       INSERT INTO visitor_users ("visitorId", "userId", "access") SELECT $3, "id", 'owner' FROM created
       RETURNING "userId"`,
      [user.email.trim(), user.username ?? null, visitorId],
    )) as Array<{ userId: string }>;
    return rows[0].userId;
  }

  /** Case-insensitive lookup, served by the unique index on lower(email). */
  async findByEmail(email: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('user')
      .where('lower(user.email) = lower(:email)', { email: email.trim() })
      .getOne();
  }

  async findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  async setUsername(id: string, username: string): Promise<void> {
    await this.users.update({ id }, { username });
  }

  /** Deletes the user; every table that names the user cascades (see the visitor-access migration). */
  async delete(id: string): Promise<void> {
    await this.users.delete({ id });
  }
}
