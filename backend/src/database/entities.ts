import { EmbeddedPaymentIntentEntity } from '../infra/payments/embedded-payment-intent.entity';
import { FitnessAnalysisEntity } from '../modules/analysis/fitness-analysis.entity';
import { UserAnalyticsEventEntity } from '../modules/analytics/user-analytics-event.entity';
import { BookingEntity } from '../modules/coaching/booking.entity';
import { TrainerEntity } from '../modules/coaching/trainer.entity';
import { InterestRegistrationEntity } from '../modules/interest/interest-registration.entity';
import { PaymentEntity } from '../modules/payments/payment.entity';
import { PaymentWebhookEventEntity } from '../modules/payments/payment-webhook-event.entity';
import { OrderEntity } from '../modules/fulfilment/order.entity';
import { AiPlanJobEntity } from '../modules/plans/ai-plan/ai-plan-job.entity';
import { QuestionnaireEntity } from '../modules/plans/questionnaire/questionnaire.entity';
import { AccessLinkEntity } from '../modules/users/access-link.entity';
import { UserEntity } from '../modules/users/user.entity';
import { VisitorUserEntity } from '../modules/users/visitor-user.entity';

export const ENTITIES = [
  UserEntity,
  FitnessAnalysisEntity,
  BookingEntity,
  TrainerEntity,
  PaymentEntity,
  QuestionnaireEntity,
  UserAnalyticsEventEntity,
  InterestRegistrationEntity,
  VisitorUserEntity,
  AccessLinkEntity,
  EmbeddedPaymentIntentEntity,
  PaymentWebhookEventEntity,
  AiPlanJobEntity,
  OrderEntity,
];
