import { Injectable } from '@nestjs/common';
import { ANALYTICS_ACTIONS, FUNNEL_PAID_STEPS } from '@fitness/contracts';
import { Clock } from '../../common/clock';
import { FieldRuleError, RequestValidationError } from '../../common/errors/api-error';
import { AnalyticsRepository } from './analytics.repository';
import type { FunnelDto } from './dto/funnel.dto';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A report spans at most a year of days. */
const MAX_RANGE_DAYS = 366;
/** The 400 code when from and to are each a valid date but not a usable range together. */
export const INVALID_DATE_RANGE = 'INVALID_DATE_RANGE';
const RANGE_MESSAGE = 'The date range is not usable';
const DEFAULT_RANGE_DAYS = 30;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Operations' view of the funnel: events per action per UTC day, and conversion from an analysis to each paid step. */
@Injectable()
export class FunnelReportService {
  constructor(
    private readonly events: AnalyticsRepository,
    private readonly clock: Clock,
  ) {}

  async report(fromDay: string | undefined, toDay: string | undefined): Promise<FunnelDto> {
    const to = toDay === undefined ? new Date(`${isoDay(this.clock.now())}T00:00:00Z`) : parseDay(toDay, 'to');
    const from =
      fromDay === undefined ? new Date(to.getTime() - (DEFAULT_RANGE_DAYS - 1) * DAY_MS) : parseDay(fromDay, 'from');
    const dayCount = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
    if (dayCount < 1)
      throw new FieldRuleError(INVALID_DATE_RANGE, RANGE_MESSAGE, { from: ['from must not be after to'] });
    if (dayCount > MAX_RANGE_DAYS) {
      throw new FieldRuleError(INVALID_DATE_RANGE, RANGE_MESSAGE, {
        from: [`the range may span at most ${MAX_RANGE_DAYS} days`],
      });
    }
    const end = new Date(to.getTime() + DAY_MS);

    const [perDay, reached, people] = await Promise.all([
      this.events.countsPerDay(from, end),
      this.events.peopleReachingAfterAnalysis(from, end, FUNNEL_PAID_STEPS),
      this.events.peoplePerAction(from, end),
    ]);
    const zero = () => Object.fromEntries(ANALYTICS_ACTIONS.map((action) => [action, 0])) as Record<string, number>;
    const days = Array.from({ length: dayCount }, (_, index) => ({
      date: isoDay(new Date(from.getTime() + index * DAY_MS)),
      counts: zero(),
    }));
    const byDate = new Map(days.map((day) => [day.date, day]));
    const totals = zero();
    for (const row of perDay) {
      const day = byDate.get(row.day);
      if (day === undefined) continue;
      day.counts[row.actionType] = (day.counts[row.actionType] ?? 0) + row.count;
      totals[row.actionType] = (totals[row.actionType] ?? 0) + row.count;
    }
    const analysedPeople = people.get('analysis_completed') ?? 0;
    return {
      from: isoDay(from),
      to: isoDay(to),
      days,
      totals,
      analysedPeople,
      conversion: FUNNEL_PAID_STEPS.map((step) => {
        const count = reached.get(step) ?? 0;
        return {
          step,
          people: count,
          rate: analysedPeople === 0 ? 0 : Math.round((count / analysedPeople) * 1000) / 1000,
        };
      }),
    };
  }
}

function parseDay(day: string, field: 'from' | 'to'): Date {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || isoDay(date) !== day)
    throw new RequestValidationError({ [field]: [`${field} is not a real date`] });
  return date;
}
