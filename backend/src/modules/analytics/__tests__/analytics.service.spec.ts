import { Clock } from '../../../common/clock';
import { AppConfig } from '../../../config/app-config';
import type { AnalyticsRepository, NewAnalyticsEvent } from '../analytics.repository';
import { AnalyticsService } from '../analytics.service';

/** A table that refuses any INSERT naming a person who no longer exists, as the foreign key does. */
class FakeEventsTable {
  readonly rows: NewAnalyticsEvent[] = [];
  inserts = 0;
  constructor(private readonly deletedPeople: ReadonlySet<string>) {}

  insertMany(events: NewAnalyticsEvent[]): Promise<void> {
    this.inserts += 1;
    if (events.some((event) => typeof event.userId === 'string' && this.deletedPeople.has(event.userId)))
      return Promise.reject(new Error('violates foreign key constraint'));
    this.rows.push(...events);
    return Promise.resolve();
  }
}

const origin = { ipAddress: '203.0.113.77', userAgent: 'Test/1.0' };

function serviceWith(table: FakeEventsTable, clock = new Clock()): AnalyticsService {
  return new AnalyticsService(table as unknown as AnalyticsRepository, new AppConfig(), clock);
}

describe('AnalyticsService', () => {
  it('writes the events tracked together in one INSERT, each with the time it was tracked', async () => {
    const table = new FakeEventsTable(new Set());
    const times = [new Date('2026-11-25T10:00:00.000Z'), new Date('2026-11-25T10:00:00.010Z')];
    const service = serviceWith(table, { now: () => times.shift()! });
    service.track('person-a', 'analysis_completed', { withPhotos: false }, origin);
    service.track('person-b', 'analysis_completed', { withPhotos: true }, origin);
    await service.whenIdle();
    expect(table.inserts).toBe(1);
    expect(table.rows.map((row) => [row.userId, row.createdAt?.toISOString(), row.ipAddress])).toEqual([
      ['person-a', '2026-11-25T10:00:00.000Z', '203.0.113.0'],
      ['person-b', '2026-11-25T10:00:00.010Z', '203.0.113.0'],
    ]);
  });

  it('writes a batch on its own shortly after the first event, without anyone waiting', async () => {
    const table = new FakeEventsTable(new Set());
    const service = serviceWith(table);
    service.track('person-a', 'analysis_completed', {}, origin);
    expect(table.rows).toHaveLength(0);
    // Waits for the write itself (no whenIdle(): nobody waits in production either), up to a deadline.
    for (const deadline = Date.now() + 5_000; table.rows.length === 0 && Date.now() < deadline; ) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(table.rows).toHaveLength(1);
  });

  it('keeps the other events of a batch when one of them is refused', async () => {
    const table = new FakeEventsTable(new Set(['deleted-person']));
    const service = serviceWith(table);
    service.track('person-a', 'analysis_completed', {}, origin);
    service.track('deleted-person', 'payment_succeeded', {}, origin);
    service.track(null, 'interest_registered', {}, origin);
    await service.whenIdle();
    expect(table.rows.map((row) => row.userId)).toEqual(['person-a', null]);
  });
});
