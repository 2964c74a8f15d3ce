import type { AnalyticsEventRow, BookingRow, InterestRow, OrderRow, PaymentRow, QuestionnaireRow } from './export-rows';
import type {
  ExportedAnalyticsEventDto,
  ExportedCoachingSessionDto,
  ExportedInterestRegistrationDto,
  ExportedOrderDto,
  ExportedPaymentDto,
  ExportedQuestionnaireDto,
} from './dto/person-data-export.dto';

// What of each table goes into "download my data", field by field. Every table of the migrations, decided:
// - users: id, email, username, createdAt (for a claimant the id only: the email may have been typed, the name and
//   date set, by another browser). Left out: stripeCustomerId, stripeSubscriptionId (the provider's handles, unused).
// - fitness_analyses: all of each analysis (stats, results, dates, plan preview, the AI plan) as the results page
//   reads it. Left out: visitorId (a browser's session id), frontPhotoPath/sidePhotoPath (photos are never kept).
// - questionnaires: the answers and their state. Left out: visitorId.
// - coaching_sessions: every column but visitorId; the trainer's name is added.
// - payments: amount, currency, status, plan type, the analysis, dates. Left out: stripePaymentIntentId (the
//   provider's handle) and metadata (visitor and ids, given above as fields); no card data is held in this table.
// - orders: what was bought and when it was answered, delivered and emailed. Left out: intakeTokenHash (a hash of
//   an emailed link's token: internal, and useless to anyone).
// - interest_registrations: every column but the row id, matched by the person's email (whole person only).
// - user_analytics: the person's product events (whole person only: no column says which browser made one).
// Left out whole:
// - ai_plan_jobs: the plan job's internal progress (attempts, failure reason, storage key); the plan it wrote is
//   exported with its analysis, and its PDF downloads from the results page.
// - embedded_payment_intents: the built-in test provider's side of a payment (client secret, idempotency key,
//   card's last 4 digits): what a real provider keeps, never the person's to carry elsewhere.
// - visitor_users and access_links: session ids of browsers and hashes of emailed tokens; security state, not data
//   about the person.
// - payment_webhook_events (a provider event id and type, no person), trainers (reference data), migrations.
// Weekly plans are written on request and answered, never stored: there is nothing to export.

const iso = (at: Date): string => new Date(at).toISOString();
const isoOrNull = (at: Date | null): string | null => (at === null ? null : iso(at));

export function toExportedQuestionnaire(row: QuestionnaireRow): ExportedQuestionnaireDto {
  return {
    id: row.id,
    analysisId: row.analysisId,
    responses: row.responses,
    paymentId: row.paymentId,
    isCompleted: row.isCompleted,
    planDelivered: row.planDelivered,
    planDeliveredAt: isoOrNull(row.planDeliveredAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

// The export's field and schema keep the table's name (coachingSessions, ExportedCoachingSessionDto): contract.
export function toExportedCoachingSession({ booking, trainerName }: BookingRow): ExportedCoachingSessionDto {
  return {
    id: booking.id,
    trainerId: booking.trainerId,
    trainerName,
    scheduledAt: iso(booking.scheduledAt),
    status: booking.status,
    sessionNotes: booking.sessionNotes,
    timeZone: booking.timeZone,
    createdAt: iso(booking.createdAt),
  };
}

export function toExportedPayment(row: PaymentRow): ExportedPaymentDto {
  const analysisId = row.metadata?.analysisId;
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    planType: row.planType,
    analysisId: typeof analysisId === 'string' ? analysisId : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toExportedOrder(row: OrderRow): ExportedOrderDto {
  return {
    id: row.id,
    paymentId: row.paymentId,
    planType: row.planType,
    analysisId: row.analysisId,
    questionnaireId: row.questionnaireId,
    intakeAt: isoOrNull(row.intakeAt),
    deliveredAt: isoOrNull(row.deliveredAt),
    confirmationEmailAt: isoOrNull(row.confirmationEmailAt),
    intakeEmailAt: isoOrNull(row.intakeEmailAt),
    readyEmailAt: isoOrNull(row.readyEmailAt),
    deliveryEmailAt: isoOrNull(row.deliveryEmailAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toExportedInterestRegistration(row: InterestRow): ExportedInterestRegistrationDto {
  return {
    email: row.email,
    name: row.name,
    planType: row.planType,
    source: row.source,
    notified: row.notified,
    createdAt: iso(row.createdAt),
  };
}

export function toExportedAnalyticsEvent(row: AnalyticsEventRow): ExportedAnalyticsEventDto {
  return {
    actionType: row.actionType,
    actionData: row.actionData,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    createdAt: iso(row.createdAt),
  };
}
