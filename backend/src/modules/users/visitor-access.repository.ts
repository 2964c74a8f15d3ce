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

  async accessOf(visitorId: string, userId: string): Promise<VisitorAccess | null> {
    const grant = await this.grants.findOneBy({ visitorId, userId });
    return grant?.access ?? null;
  }
}
