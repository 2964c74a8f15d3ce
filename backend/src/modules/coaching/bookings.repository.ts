import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { CoachingSessionStatus } from '@fitness/contracts';
import { isUniqueViolation } from '../../database/unique-violation';
import { BookingEntity } from './booking.entity';
import type { PersonDataHolder } from '../users/person-data';

export type NewBooking = Pick<BookingEntity, 'userId' | 'visitorId' | 'trainerId' | 'scheduledAt' | 'status' | 'sessionNotes' | 'timeZone'>;

/** Bookings, kept in the coaching_sessions table (the table's name is the database's, not ours to change). */
@Injectable()
export class BookingsRepository implements PersonDataHolder {
  constructor(@InjectRepository(BookingEntity) private readonly bookings: Repository<BookingEntity>) {}

  /** The new booking, or null when this visitor already asked this trainer for this time (unique index). */
  async insertUnlessDuplicate(booking: NewBooking): Promise<BookingEntity | null> {
    try {
      return await this.bookings.save(this.bookings.create(booking));
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async findById(id: string): Promise<BookingEntity | null> {
    return this.bookings.findOneBy({ id });
  }

  /** Bookings by status, soonest first, for the coaches' list. */
  async list(status: CoachingSessionStatus | 'all', limit: number): Promise<BookingEntity[]> {
    return this.bookings.find({
      where: status === 'all' ? {} : { status },
      order: { scheduledAt: 'ASC' },
      take: limit,
    });
  }

  /** 'requested' → 'scheduled'; false when it was not waiting for confirmation. */
  async confirm(id: string): Promise<boolean> {
    const result = await this.bookings.update({ id, status: 'requested' }, { status: 'scheduled' });
    return (result.affected ?? 0) > 0;
  }

  /** The user's bookings, oldest first: all, or with `madeBy` only those that visitor asked for. */
  async listOfPerson(userId: string, madeBy: string | null): Promise<BookingEntity[]> {
    return this.bookings.find({
      where: madeBy === null ? { userId } : { userId, visitorId: madeBy },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** Person data: the bookings the visitor made for the person. */
  async deleteMadeBy(manager: EntityManager, userId: string, visitorId: string): Promise<void> {
    await manager.delete(BookingEntity, { userId, visitorId });
  }

  holdsAnyOfPersonSql(person: string): string {
    return `EXISTS (SELECT 1 FROM ${this.bookings.metadata.tableName} WHERE "userId" = ${person})`;
  }
}
