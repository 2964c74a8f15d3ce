import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type VisitorAccess, VisitorUserEntity } from './visitor-user.entity';

@Injectable()
export class VisitorAccessRepository {
  constructor(@InjectRepository(VisitorUserEntity) private readonly grants: Repository<VisitorUserEntity>) {}

  /** Records the visitor's access to the user; `owner` upgrades a claim, a claim never downgrades an owner. */
  async grant(visitorId: string, userId: string, access: VisitorAccess): Promise<void> {
    await this.grants.query(
      `INSERT INTO visitor_users ("visitorId", "userId", "access") VALUES ($1, $2, $3)
       ON CONFLICT ("visitorId", "userId") DO UPDATE SET "access" = 'owner' WHERE EXCLUDED."access" = 'owner'`,
      [visitorId, userId, access],
    );
  }

  /**
   * Every per-person call starts with this check, so it is one plain SELECT by primary key: through findOneBy the
   * query building and hydration cost more CPU than the lookup itself.
   */
  async accessOf(visitorId: string, userId: string): Promise<VisitorAccess | null> {
    const rows = (await this.grants.query(
      'SELECT "access" FROM visitor_users WHERE "visitorId" = $1 AND "userId" = $2',
      [visitorId, userId],
    )) as Array<{ access: VisitorAccess }>;
    return rows[0]?.access ?? null;
  }
}
