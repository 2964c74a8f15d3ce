import type { AnalyticsService } from '../analytics/analytics.service';
import type { CoachingService } from '../coaching/coaching.service';
import type { FulfilmentService } from '../fulfilment/fulfilment.service';
import type { InterestService } from '../interest/interest.service';
import type { PaymentsService } from '../payments/payments.service';
import type { QuestionnairesService } from '../plans/questionnaire/questionnaires.service';

// The rows each module's service hands over for an export, named by what the service answers (not by its entity),
// so the export follows the module's door.

type RowOf<T extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<T>>[number];

export type QuestionnaireRow = RowOf<QuestionnairesService['listOfPerson']>;
export type BookingRow = RowOf<CoachingService['bookingsOfPerson']>;
export type PaymentRow = RowOf<PaymentsService['listOfPerson']>;
export type OrderRow = RowOf<FulfilmentService['ordersOfPerson']>;
export type InterestRow = RowOf<InterestService['registrationsOf']>;
export type AnalyticsEventRow = RowOf<AnalyticsService['eventsOfUser']>;
