import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { CoachingSessionStatus } from '@fitness/contracts';
import { isUniqueViolation } from '../../database/unique-violation';
import { CoachingSessionEntity } from './coaching-session.entity';
import type { PersonDataHolder } from '../users/person-data';

export type NewCoachingSession = Pick<CoachingSessionEntity, 'userId' | 'visitorId' | 'trainerId' | 'scheduledAt' | 'status' | 'sessionNotes' | 'timeZone'>;

@Injectable()
export class CoachingSessionsRepository implements PersonDataHolder {
  constructor(@InjectRepository(CoachingSessionEntity) private readonly sessions: Repository<CoachingSessionEntity>) {}

  /** The new session, or null when this visitor already asked this trainer for this time (unique index). */
  async insertUnlessDuplicate(session: NewCoachingSession): Promise<CoachingSessionEntity | null> {
    try {
      return await this.sessions.save(this.sessions.create(session));
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async findById(id: string): Promise<CoachingSessionEntity | null> {
    return this.sessions.findOneBy({ id });
  }

  /** Sessions by status, soonest first, for the coaches' list. */
  async list(status: CoachingSessionStatus | 'all', limit: number): Promise<CoachingSessionEntity[]> {
    return this.sessions.find({
      where: status === 'all' ? {} : { status },
      order: { scheduledAt: 'ASC' },
      take: limit,
    });
  }

  /** 'requested' → 'scheduled'; false when it was not waiting for confirmation. */
  async confirm(id: string): Promise<boolean> {
    const result = await this.sessions.update({ id, status: 'requested' }, { status: 'scheduled' });
    return (result.affected ?? 0) > 0;
  }

  /** The user's bookings, oldest first: all, or with `madeBy` only those that visitor asked for. */
  async listOfPerson(userId: string, madeBy: string | null): Promise<CoachingSessionEntity[]> {
    return this.sessions.find({
      where: madeBy === null ? { userId } : { userId, visitorId: madeBy },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** Person data: the bookings the visitor made for the person. */
  async deleteMadeBy(manager: EntityManager, userId: string, visitorId: string): Promise<void> {
    await manager.delete(CoachingSessionEntity, { userId, visitorId });
  }

  holdsAnyOfPersonSql(person: string): string {
    return `EXISTS (SELECT 1 FROM ${this.sessions.metadata.tableName} WHERE "userId" = ${person})`;
  }
}
