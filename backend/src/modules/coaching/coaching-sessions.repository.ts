import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, type Repository } from 'typeorm';
import type { CoachingSessionStatus } from '@fitness/contracts';
import { CoachingSessionEntity } from './coaching-session.entity';

export type NewCoachingSession = Pick<CoachingSessionEntity, 'userId' | 'visitorId' | 'trainerId' | 'scheduledAt' | 'status' | 'sessionNotes'>;

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

@Injectable()
export class CoachingSessionsRepository {
  constructor(@InjectRepository(CoachingSessionEntity) private readonly sessions: Repository<CoachingSessionEntity>) {}

  /** The new session, or null when this visitor already asked this trainer for this time (unique index). */
  async insertUnlessDuplicate(session: NewCoachingSession): Promise<CoachingSessionEntity | null> {
    try {
      return await this.sessions.save(this.sessions.create(session));
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) return null;
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
}
