import { Injectable } from '@nestjs/common';
import type { DataExportScope } from '@fitness/contracts';
import { Clock } from '../../common/clock';
import { AnalysisService } from '../analysis/analysis.service';
import { AnalyticsService } from '../analytics/analytics.service';
import { CoachingService } from '../coaching/coaching.service';
import { FulfilmentService } from '../fulfilment/fulfilment.service';
import { InterestService } from '../interest/interest.service';
import { PaymentsService } from '../payments/payments.service';
import { QuestionnairesService } from '../plans/questionnaire/questionnaires.service';
import { userNotFound } from '../users/users.errors';
import { UsersService } from '../users/users.service';
import { analysesCsv } from './analyses-csv';
import {
  toExportedAnalyticsEvent,
  toExportedCoachingSession,
  toExportedInterestRegistration,
  toExportedOrder,
  toExportedPayment,
  toExportedQuestionnaire,
} from './data-export.mapping';
import type { ExportedPersonDto, PersonDataExportDto } from './dto/person-data-export.dto';

/** Whose rows an export reads: the whole person's, or (madeBy) only those one browser made. */
interface ExportScope {
  scope: DataExportScope;
  madeBy: string | null;
}

/**
 * "Download my data" (GDPR art. 20). The same split as "Delete my data" (UsersService.deletePerson): a visitor that
 * proved the email (an owner) gets everything held about the person; one that only typed it (a claimant) gets the
 * rows it made itself, by the same visitorId columns its deletion deletes; anyone else the 404 of an unknown id.
 * Each table is read through its own module's service; what is left out of each, and why, is in
 * data-export.mapping.ts.
 */
@Injectable()
export class DataExportService {
  constructor(
    private readonly users: UsersService,
    private readonly analysis: AnalysisService,
    private readonly questionnaires: QuestionnairesService,
    private readonly coaching: CoachingService,
    private readonly payments: PaymentsService,
    private readonly fulfilment: FulfilmentService,
    private readonly interest: InterestService,
    private readonly analytics: AnalyticsService,
    private readonly clock: Clock,
  ) {}

  async exportPerson(visitorId: string | undefined, userId: string): Promise<PersonDataExportDto> {
    const { scope, madeBy } = await this.scopeOf(visitorId, userId);
    const person = await this.users.findPerson(userId);
    if (person === null) throw userNotFound();
    const whole = scope === 'person';
    const [analyses, questionnaires, bookings, payments, orders, interest, events] = await Promise.all([
      this.analysis.listForExport(userId, madeBy),
      this.questionnaires.listOfPerson(userId, madeBy),
      this.coaching.bookingsOfPerson(userId, madeBy),
      this.payments.listOfPerson(userId, madeBy),
      this.fulfilment.ordersOfPerson(userId),
      // Registrations are kept by email, events by person only: neither says which browser made it.
      whole ? this.interest.registrationsOf(person.email) : [],
      whole ? this.analytics.eventsOfUser(userId) : [],
    ]);
    // An order is the claimant's when its payment is (deleting that payment deletes the order too).
    const ownPayments = new Set(payments.map((payment) => payment.id));
    const exportedPerson: ExportedPersonDto = whole
      ? { id: person.id, email: person.email, username: person.username, createdAt: person.createdAt.toISOString() }
      : { id: person.id };
    return {
      exportedAt: this.clock.now().toISOString(),
      scope,
      person: exportedPerson,
      analyses,
      questionnaires: questionnaires.map(toExportedQuestionnaire),
      coachingSessions: bookings.map(toExportedCoachingSession),
      payments: payments.map(toExportedPayment),
      orders: orders.filter((order) => whole || ownPayments.has(order.paymentId)).map(toExportedOrder),
      interestRegistrations: interest.map(toExportedInterestRegistration),
      analyticsEvents: events.map(toExportedAnalyticsEvent),
    };
  }

  /** The analyses this visitor may download, oldest first, as CSV (header row included). */
  async analysesCsv(visitorId: string | undefined, userId: string): Promise<string> {
    const { madeBy } = await this.scopeOf(visitorId, userId);
    return analysesCsv(await this.analysis.listForExport(userId, madeBy));
  }

  /** When the export is made, for the file names. */
  now(): Date {
    return this.clock.now();
  }

  private async scopeOf(visitorId: string | undefined, userId: string): Promise<ExportScope> {
    const access = await this.users.accessOf(visitorId, userId);
    if (access === null || visitorId === undefined) throw userNotFound();
    switch (access) {
      case 'owner':
        return { scope: 'person', madeBy: null };
      case 'claimant':
        return { scope: 'this-browser', madeBy: visitorId };
    }
  }
}
