import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, type Repository } from 'typeorm';
import { AccessLinkEntity } from './access-link.entity';

@Injectable()
export class AccessLinksRepository {
  constructor(@InjectRepository(AccessLinkEntity) private readonly links: Repository<AccessLinkEntity>) {}

  async insert(link: Pick<AccessLinkEntity, 'userId' | 'tokenHash' | 'expiresAt'>): Promise<void> {
    await this.links.insert(link);
  }

  async countCreatedSince(userId: string, since: Date): Promise<number> {
    return this.links.countBy({ userId, createdAt: MoreThan(since) });
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
