import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, type Repository } from 'typeorm';
import { driverPool, preparedStatement } from '../../database/driver-pool';
import { UserAnalyticsEventEntity } from './user-analytics-event.entity';

const INSERT_EVENTS = preparedStatement(
  'user_analytics_insert_many',
  `INSERT INTO user_analytics ("userId", "actionType", "actionData", "ipAddress", "userAgent", "createdAt")
  SELECT "userId", "actionType", "actionData", "ipAddress", "userAgent", coalesce("createdAt", now())
  FROM unnest($1::uuid[], $2::text[], $3::jsonb[], $4::text[], $5::text[], $6::timestamptz[])
    AS event("userId", "actionType", "actionData", "ipAddress", "userAgent", "createdAt")`,
);

export type NewAnalyticsEvent = Pick<UserAnalyticsEventEntity, 'actionType'> &
  Partial<Pick<UserAnalyticsEventEntity, 'userId' | 'actionData' | 'ipAddress' | 'userAgent' | 'createdAt'>>;

@Injectable()
export class AnalyticsRepository {
  constructor(
    @InjectRepository(UserAnalyticsEventEntity) private readonly events: Repository<UserAnalyticsEventEntity>,
  ) {}

  /**
   * One INSERT for the whole batch: a column array each, unnested. Sent straight to the driver's pool: TypeORM's
   * insert() built the statement through its query builder, entity by entity, and a busy API spent ~3.5% of a
   * stats-only analysis's CPU on that. No transaction around it, no rows read back.
   */
  async insertMany(events: NewAnalyticsEvent[]): Promise<void> {
    await driverPool(this.events.manager.connection).query(
      INSERT_EVENTS([
        events.map((event) => event.userId ?? null),
        events.map((event) => event.actionType),
        // jsonb goes as JSON text: the driver would turn an array inside an array parameter into a PostgreSQL array.
        events.map((event) => (event.actionData ? JSON.stringify(event.actionData) : null)),
        events.map((event) => event.ipAddress ?? null),
        events.map((event) => event.userAgent ?? null),
        events.map((event) => event.createdAt ?? null),
      ]),
    );
  }

  async deleteOlderThan(cutoff: Date): Promise<number> {
    const result = await this.events.delete({ createdAt: LessThan(cutoff) });
    return result.affected ?? 0;
  }

  /** Every event that names the user, oldest first. */
  async listOfUser(userId: string): Promise<UserAnalyticsEventEntity[]> {
    return this.events.find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** Events per action per UTC day in [from, to). */
  async countsPerDay(from: Date, to: Date): Promise<Array<{ day: string; actionType: string; count: number }>> {
    const rows: Array<{ day: string; actionType: string; count: string }> = await this.events
      .createQueryBuilder('event')
      .select(`to_char(event."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD')`, 'day')
      .addSelect('event."actionType"', 'actionType')
      .addSelect('count(*)', 'count')
      .where('event."createdAt" >= :from AND event."createdAt" < :to', { from, to })
      .groupBy('day')
      .addGroupBy('event."actionType"')
      .orderBy('day')
      .getRawMany();
    return rows.map((row) => ({ ...row, count: Number(row.count) }));
  }

  /** Distinct people per action in [from, to) (events without a person are not counted). */
  async peoplePerAction(from: Date, to: Date): Promise<Map<string, number>> {
    const rows: Array<{ actionType: string; people: string }> = await this.events
      .createQueryBuilder('event')
      .select('event."actionType"', 'actionType')
      .addSelect('count(DISTINCT event."userId")', 'people')
      .where('event."createdAt" >= :from AND event."createdAt" < :to', { from, to })
      .andWhere('event."userId" IS NOT NULL')
      .groupBy('event."actionType"')
      .getRawMany();
    return new Map(rows.map((row) => [row.actionType, Number(row.people)]));
  }

  /**
   * Of the people with an analysis in [from, to), how many then reached each step (any time after their first
   * analysis, within the range).
   */
  async peopleReachingAfterAnalysis(from: Date, to: Date, steps: readonly string[]): Promise<Map<string, number>> {
    const rows: Array<{ actionType: string; people: string }> = await this.events.query(
      `WITH analysed AS (
         SELECT "userId", min("createdAt") AS first_at FROM user_analytics
         WHERE "actionType" = 'analysis_completed' AND "createdAt" >= $1 AND "createdAt" < $2 AND "userId" IS NOT NULL
         GROUP BY "userId")
       SELECT event."actionType" AS "actionType", count(DISTINCT event."userId") AS people
       FROM user_analytics event JOIN analysed ON analysed."userId" = event."userId"
       WHERE event."actionType" = ANY($3) AND event."createdAt" >= analysed.first_at AND event."createdAt" < $2
       GROUP BY event."actionType"`,
      [from, to, steps],
    );
    return new Map(rows.map((row) => [row.actionType, Number(row.people)]));
  }
}
