import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { PersonDataHolder } from './person-data';
import { UserEntity } from './user.entity';

export interface NewUser {
  email: string;
  username?: string | null;
}

@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /**
   * Inserts a user claimed by `visitorId` (typing an email proves nothing, so the creator is a claimant like anyone
   * else who names it): the user row and the grant are one statement, so neither exists without the other. As two
   * statements, a crash between them left a user nobody could add to (kill -9 in the resilience suite did). Fails with
   * a unique violation when the email exists in any letter case; returns the new user's id.
   */
  async insertClaimedBy(user: NewUser, visitorId: string): Promise<string> {
    const rows = (await this.users.query(
      `WITH created AS (INSERT INTO users ("email", "username") VALUES ($1, $2) RETURNING "id")
       INSERT INTO visitor_users ("visitorId", "userId", "access") SELECT $3, "id", 'claimant' FROM created
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

  /**
   * Deletes what one visitor made under the user, and nothing of anyone else's: each holder's rows (analyses with
   * their plans, questionnaires, bookings, payment records) and its grant. The user row goes too once nothing of
   * anyone remains under it. One transaction. Returns whether the user row itself was deleted.
   */
  async deleteMadeBy(userId: string, visitorId: string, holders: readonly PersonDataHolder[]): Promise<boolean> {
    return this.users.manager.transaction(async (manager) => {
      for (const holder of holders) await holder.deleteMadeBy(manager, userId, visitorId);
      await manager.query(`DELETE FROM visitor_users WHERE "userId" = $1 AND "visitorId" = $2`, [userId, visitorId]);
      const nothingLeft = holders.map((holder) => `AND NOT ${holder.holdsAnyOfPersonSql('$1')}`).join('\n           ');
      const deleted = (await manager.query(
        `DELETE FROM users person WHERE person."id" = $1
           AND NOT EXISTS (SELECT 1 FROM visitor_users WHERE "userId" = $1)
           ${nothingLeft}
         RETURNING person."id"`,
        [userId],
      )) as unknown[];
      return deleted.length > 0;
    });
  }
}
