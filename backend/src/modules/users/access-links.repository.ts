import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, type Repository } from 'typeorm';
import { AccessLinkEntity } from './access-link.entity';
import { UserEntity } from './user.entity';

@Injectable()
export class AccessLinksRepository {
  constructor(@InjectRepository(AccessLinkEntity) private readonly links: Repository<AccessLinkEntity>) {}

  /**
   * Stores the link unless `max` links were made for its person since `since`; false, storing nothing, when over.
   * The count and the insert run in one transaction that holds the person's row, so links asked for at the same
   * moment are counted one after another: two jobs that each counted 2 both inserted a third link before.
   */
  async insertWithinLimit(
    link: Pick<AccessLinkEntity, 'userId' | 'tokenHash' | 'expiresAt'>,
    since: Date,
    max: number,
  ): Promise<boolean> {
    return this.links.manager.transaction(async (manager) => {
      await manager
        .createQueryBuilder(UserEntity, 'person')
        .select('person.id')
        .where('person.id = :id', { id: link.userId })
        .setLock('for_no_key_update')
        .getOne();
      const recent = await manager.countBy(AccessLinkEntity, { userId: link.userId, createdAt: MoreThan(since) });
      if (recent >= max) return false;
      await manager.insert(AccessLinkEntity, link);
      return true;
    });
  }

  /** Stores a link the product sends on its own (a paid plan's email): not counted against the asking limit. */
  async insert(link: Pick<AccessLinkEntity, 'userId' | 'tokenHash' | 'expiresAt'>): Promise<void> {
    await this.links.insert(link);
  }

  /**
   * Uses the link up and returns its user, in one statement so two simultaneous openings cannot both succeed;
   * null when the token is unknown, used or expired.
   */
  async redeem(tokenHash: string, now: Date): Promise<string | null> {
    const rows = (await this.links.query(
      `UPDATE access_links SET "usedAt" = $2
       WHERE "tokenHash" = $1 AND "usedAt" IS NULL AND "expiresAt" > $2
       RETURNING "userId"`,
      [tokenHash, now],
    )) as [Array<{ userId: string }>, number];
    return rows[0][0]?.userId ?? null;
  }
}
