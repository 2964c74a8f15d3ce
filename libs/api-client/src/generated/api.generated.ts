import { fitnessApi as api } from '../base-api';
export const addTagTypes = [
  'users',
  'admin',
  'analysis',
  'plans',
  'payments',
  'health',
  'interest',
  'coaching',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      requestAccessLink: build.mutation<RequestAccessLinkApiResponse, RequestAccessLinkApiArg>({
        query: (queryArg) => ({ url: `/api/access-links`, method: 'POST', body: queryArg.requestAccessLinkDto }),
        invalidatesTags: [],
      }),
      redeemAccessLink: build.mutation<RedeemAccessLinkApiResponse, RedeemAccessLinkApiArg>({
        query: (queryArg) => ({ url: `/api/access-links/redeem`, method: 'POST', body: queryArg.redeemAccessLinkDto }),
        invalidatesTags: ['analysis'],
      }),
      getFunnel: build.query<GetFunnelApiResponse, GetFunnelApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/analytics/funnel`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['admin'],
      }),
      listCoachingSessions: build.query<ListCoachingSessionsApiResponse, ListCoachingSessionsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/coaching-sessions`,
          params: {
            status: queryArg.status,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['admin'],
      }),
      confirmCoachingSession: build.mutation<ConfirmCoachingSessionApiResponse, ConfirmCoachingSessionApiArg>({
        query: (queryArg) => ({ url: `/api/admin/coaching-sessions/${queryArg.sessionId}/confirm`, method: 'POST' }),
        invalidatesTags: ['admin'],
      }),
      listExpertPlanOrders: build.query<ListExpertPlanOrdersApiResponse, ListExpertPlanOrdersApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/expert-plan-orders`,
          params: {
            status: queryArg.status,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['admin'],
      }),
      markExpertPlanDelivered: build.mutation<MarkExpertPlanDeliveredApiResponse, MarkExpertPlanDeliveredApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/expert-plan-orders/${queryArg.orderId}/delivered`,
          method: 'POST',
          body: queryArg.markDeliveredDto,
        }),
        invalidatesTags: ['admin'],
      }),
      createAnalysis: build.mutation<CreateAnalysisApiResponse, CreateAnalysisApiArg>({
        query: (queryArg) => ({ url: `/api/analysis`, method: 'POST', body: queryArg.createAnalysisDto }),
        invalidatesTags: ['analysis'],
      }),
      getAnalysisById: build.query<GetAnalysisByIdApiResponse, GetAnalysisByIdApiArg>({
        query: (queryArg) => ({ url: `/api/analysis-by-id/${queryArg.analysisId}` }),
        providesTags: ['analysis'],
      }),
      getAiPlanState: build.query<GetAiPlanStateApiResponse, GetAiPlanStateApiArg>({
        query: (queryArg) => ({ url: `/api/analysis/${queryArg.analysisId}/ai-plan` }),
        providesTags: ['plans'],
      }),
      requestAiPlan: build.mutation<RequestAiPlanApiResponse, RequestAiPlanApiArg>({
        query: (queryArg) => ({
          url: `/api/analysis/${queryArg.analysisId}/ai-plan`,
          method: 'POST',
          body: queryArg.requestAiPlanDto,
        }),
        invalidatesTags: ['payments'],
      }),
      streamAiPlanState: build.query<StreamAiPlanStateApiResponse, StreamAiPlanStateApiArg>({
        query: (queryArg) => ({ url: `/api/analysis/${queryArg.analysisId}/ai-plan/events` }),
        providesTags: ['payments'],
      }),
      downloadAiPlanPdf: build.query<DownloadAiPlanPdfApiResponse, DownloadAiPlanPdfApiArg>({
        query: (queryArg) => ({ url: `/api/analysis/${queryArg.analysisId}/ai-plan/pdf` }),
        providesTags: ['plans'],
      }),
      unlockExpertPlan: build.mutation<UnlockExpertPlanApiResponse, UnlockExpertPlanApiArg>({
        query: (queryArg) => ({
          url: `/api/analysis/${queryArg.analysisId}/expert-plan`,
          method: 'POST',
          body: queryArg.unlockExpertPlanDto,
        }),
        invalidatesTags: ['analysis'],
      }),
      getLatestAnalysis: build.query<GetLatestAnalysisApiResponse, GetLatestAnalysisApiArg>({
        query: (queryArg) => ({ url: `/api/analysis/${queryArg.userId}` }),
        providesTags: ['analysis'],
      }),
      askExpert: build.mutation<AskExpertApiResponse, AskExpertApiArg>({
        query: (queryArg) => ({ url: `/api/ask-expert`, method: 'POST', body: queryArg.askExpertDto }),
        invalidatesTags: [],
      }),
      createAiPlanPaymentIntent: build.mutation<CreateAiPlanPaymentIntentApiResponse, CreateAiPlanPaymentIntentApiArg>({
        query: (queryArg) => ({
          url: `/api/create-ai-plan-payment-intent`,
          method: 'POST',
          body: queryArg.createAiPlanPaymentIntentDto,
        }),
        invalidatesTags: [],
      }),
      createPaymentIntent: build.mutation<CreatePaymentIntentApiResponse, CreatePaymentIntentApiArg>({
        query: (queryArg) => ({
          url: `/api/create-payment-intent`,
          method: 'POST',
          body: queryArg.createExpertPaymentIntentDto,
        }),
        invalidatesTags: [],
      }),
      generateWeeklyPlan: build.mutation<GenerateWeeklyPlanApiResponse, GenerateWeeklyPlanApiArg>({
        query: (queryArg) => ({ url: `/api/generate-weekly-plan`, method: 'POST', body: queryArg.body }),
        invalidatesTags: [],
      }),
      getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ['health'],
      }),
      registerInterest: build.mutation<RegisterInterestApiResponse, RegisterInterestApiArg>({
        query: (queryArg) => ({ url: `/api/interest`, method: 'POST', body: queryArg.registerInterestDto }),
        invalidatesTags: [],
      }),
      submitIntake: build.mutation<SubmitIntakeApiResponse, SubmitIntakeApiArg>({
        query: (queryArg) => ({ url: `/api/orders/intake`, method: 'POST', body: queryArg.submitIntakeDto }),
        invalidatesTags: ['payments'],
      }),
      recordPaymentSuccess: build.mutation<RecordPaymentSuccessApiResponse, RecordPaymentSuccessApiArg>({
        query: (queryArg) => ({ url: `/api/payment/success`, method: 'POST', body: queryArg.paymentSuccessDto }),
        invalidatesTags: ['analysis'],
      }),
      paymentsConfig: build.query<PaymentsConfigApiResponse, PaymentsConfigApiArg>({
        query: () => ({ url: `/api/payments/config` }),
        providesTags: ['payments'],
      }),
      createPhotoUpload: build.mutation<CreatePhotoUploadApiResponse, CreatePhotoUploadApiArg>({
        query: () => ({ url: `/api/photos/upload`, method: 'POST' }),
        invalidatesTags: [],
      }),
      submitQuestionnaire: build.mutation<SubmitQuestionnaireApiResponse, SubmitQuestionnaireApiArg>({
        query: (queryArg) => ({ url: `/api/questionnaire`, method: 'POST', body: queryArg.submitQuestionnaireDto }),
        invalidatesTags: ['plans'],
      }),
      getReadiness: build.query<GetReadinessApiResponse, GetReadinessApiArg>({
        query: () => ({ url: `/api/ready` }),
        providesTags: ['health'],
      }),
      confirmTestPayment: build.mutation<ConfirmTestPaymentApiResponse, ConfirmTestPaymentApiArg>({
        query: (queryArg) => ({
          url: `/api/test-payments/${queryArg.paymentIntentId}/confirm`,
          method: 'POST',
          body: queryArg.confirmTestPaymentDto,
        }),
        invalidatesTags: [],
      }),
      trackInterest: build.mutation<TrackInterestApiResponse, TrackInterestApiArg>({
        query: (queryArg) => ({ url: `/api/track-interest`, method: 'POST', body: queryArg.trackInterestDto }),
        invalidatesTags: [],
      }),
      listTrainers: build.query<ListTrainersApiResponse, ListTrainersApiArg>({
        query: () => ({ url: `/api/trainers` }),
        providesTags: ['coaching'],
      }),
      getTrainerAvatar: build.query<GetTrainerAvatarApiResponse, GetTrainerAvatarApiArg>({
        query: (queryArg) => ({ url: `/api/trainers/${queryArg.id}/avatar.svg` }),
        providesTags: ['coaching'],
      }),
      createUser: build.mutation<CreateUserApiResponse, CreateUserApiArg>({
        query: (queryArg) => ({ url: `/api/users`, method: 'POST', body: queryArg.createUserDto }),
        invalidatesTags: ['users'],
      }),
      deleteUser: build.mutation<DeleteUserApiResponse, DeleteUserApiArg>({
        query: (queryArg) => ({ url: `/api/users/${queryArg.userId}`, method: 'DELETE' }),
        invalidatesTags: ['analysis'],
      }),
      getAnalysisHistory: build.query<GetAnalysisHistoryApiResponse, GetAnalysisHistoryApiArg>({
        query: (queryArg) => ({ url: `/api/users/${queryArg.userId}/analyses` }),
        providesTags: ['analysis'],
      }),
      exportPersonData: build.query<ExportPersonDataApiResponse, ExportPersonDataApiArg>({
        query: (queryArg) => ({ url: `/api/users/${queryArg.userId}/export` }),
        providesTags: ['users'],
      }),
      exportPersonAnalysesCsv: build.query<ExportPersonAnalysesCsvApiResponse, ExportPersonAnalysesCsvApiArg>({
        query: (queryArg) => ({ url: `/api/users/${queryArg.userId}/export/analyses.csv` }),
        providesTags: ['users'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as fitnessGeneratedApi };
export type RequestAccessLinkApiResponse = /** status 202  */ AccessLinkRequestedDto;
export type RequestAccessLinkApiArg = {
  requestAccessLinkDto: RequestAccessLinkDto;
};
export type RedeemAccessLinkApiResponse = /** status 200  */ RedeemedAccessLinkDto;
export type RedeemAccessLinkApiArg = {
  redeemAccessLinkDto: RedeemAccessLinkDto;
};
export type GetFunnelApiResponse = /** status 200  */ FunnelDto;
export type GetFunnelApiArg = {
  /** First UTC day (default: 29 days before `to`) */
  from?: string;
  /** Last UTC day, included (default: today) */
  to?: string;
};
export type ListCoachingSessionsApiResponse = /** status 200  */ BookingDto[];
export type ListCoachingSessionsApiArg = {
  status?: 'requested' | 'scheduled' | 'all';
  limit?: number;
};
export type ConfirmCoachingSessionApiResponse = /** status 200  */ BookingDto;
export type ConfirmCoachingSessionApiArg = {
  sessionId: string;
};
export type ListExpertPlanOrdersApiResponse = /** status 200  */ ExpertOrderListDto;
export type ListExpertPlanOrdersApiArg = {
  /** awaiting_intake = paid, the answers not yet given; open = answered, not yet delivered */
  status?: 'awaiting_intake' | 'open' | 'delivered' | 'all';
  limit?: number;
};
export type MarkExpertPlanDeliveredApiResponse = /** status 200  */ ExpertOrderDto;
export type MarkExpertPlanDeliveredApiArg = {
  orderId: string;
  markDeliveredDto: MarkDeliveredDto;
};
export type CreateAnalysisApiResponse = /** status 201  */ AnalysisDto;
export type CreateAnalysisApiArg = {
  createAnalysisDto: CreateAnalysisDto;
};
export type GetAnalysisByIdApiResponse = /** status 200  */ AnalysisDto;
export type GetAnalysisByIdApiArg = {
  analysisId: string;
};
export type GetAiPlanStateApiResponse = /** status 200  */ AiPlanStateDto;
export type GetAiPlanStateApiArg = {
  analysisId: string;
};
export type RequestAiPlanApiResponse = /** status 202  */ AiPlanStateDto;
export type RequestAiPlanApiArg = {
  analysisId: string;
  requestAiPlanDto: RequestAiPlanDto;
};
export type StreamAiPlanStateApiResponse =
  /** status 200 Server-sent events whose data are AiPlanStateDto JSON */ string;
export type StreamAiPlanStateApiArg = {
  analysisId: string;
};
export type DownloadAiPlanPdfApiResponse = /** status 200 The PDF */ Blob;
export type DownloadAiPlanPdfApiArg = {
  analysisId: string;
};
export type UnlockExpertPlanApiResponse = /** status 200  */ ExpertPlanUnlockedDto;
export type UnlockExpertPlanApiArg = {
  analysisId: string;
  unlockExpertPlanDto: UnlockExpertPlanDto;
};
export type GetLatestAnalysisApiResponse = /** status 200  */ AnalysisDto;
export type GetLatestAnalysisApiArg = {
  userId: string;
};
export type AskExpertApiResponse = /** status 200  */ ExpertAnswerDto;
export type AskExpertApiArg = {
  askExpertDto: AskExpertDto;
};
export type CreateAiPlanPaymentIntentApiResponse = /** status 201  */ PaymentIntentCreatedDto;
export type CreateAiPlanPaymentIntentApiArg = {
  createAiPlanPaymentIntentDto: CreateAiPlanPaymentIntentDto;
};
export type CreatePaymentIntentApiResponse = /** status 201  */ PaymentIntentCreatedDto;
export type CreatePaymentIntentApiArg = {
  createExpertPaymentIntentDto: CreateExpertPaymentIntentDto;
};
export type GenerateWeeklyPlanApiResponse = /** status 200  */ WeeklyPlanDto;
export type GenerateWeeklyPlanApiArg = {
  body:
    | ({
        type: 'nutrition';
      } & NutritionWeeklyPlanRequestDto)
    | ({
        type: 'workout';
      } & WorkoutWeeklyPlanRequestDto);
};
export type GetHealthApiResponse = /** status 200  */ LivenessDto;
export type GetHealthApiArg = void;
export type RegisterInterestApiResponse = /** status 200  */ InterestRegisteredDto;
export type RegisterInterestApiArg = {
  registerInterestDto: RegisterInterestDto;
};
export type SubmitIntakeApiResponse = /** status 200  */ IntakeReceivedDto;
export type SubmitIntakeApiArg = {
  submitIntakeDto: SubmitIntakeDto;
};
export type RecordPaymentSuccessApiResponse = /** status 200  */ PaymentRecordedDto;
export type RecordPaymentSuccessApiArg = {
  paymentSuccessDto: PaymentSuccessDto;
};
export type PaymentsConfigApiResponse = /** status 200  */ PaymentsConfigDto;
export type PaymentsConfigApiArg = void;
export type CreatePhotoUploadApiResponse = /** status 200  */ PhotoUploadDto;
export type CreatePhotoUploadApiArg = void;
export type SubmitQuestionnaireApiResponse = /** status 201  */ QuestionnaireCreatedDto;
export type SubmitQuestionnaireApiArg = {
  submitQuestionnaireDto: SubmitQuestionnaireDto;
};
export type GetReadinessApiResponse = /** status 200  */ ReadinessDto;
export type GetReadinessApiArg = void;
export type ConfirmTestPaymentApiResponse = /** status 200  */ TestPaymentResultDto;
export type ConfirmTestPaymentApiArg = {
  paymentIntentId: string;
  confirmTestPaymentDto: ConfirmTestPaymentDto;
};
export type TrackInterestApiResponse = /** status 200  */ InterestTrackedDto;
export type TrackInterestApiArg = {
  trackInterestDto: TrackInterestDto;
};
export type ListTrainersApiResponse = /** status 200  */ TrainerDto[];
export type ListTrainersApiArg = void;
export type GetTrainerAvatarApiResponse = /** status 200 SVG image */ string;
export type GetTrainerAvatarApiArg = {
  id: string;
};
export type CreateUserApiResponse = /** status 201 The user with this email */ UserIdDto;
export type CreateUserApiArg = {
  createUserDto: CreateUserDto;
};
export type DeleteUserApiResponse = unknown;
export type DeleteUserApiArg = {
  userId: string;
};
export type GetAnalysisHistoryApiResponse = /** status 200  */ AnalysisHistoryDto;
export type GetAnalysisHistoryApiArg = {
  userId: string;
};
export type ExportPersonDataApiResponse = /** status 200 The data, as a file */ PersonDataExportDto;
export type ExportPersonDataApiArg = {
  userId: string;
};
export type ExportPersonAnalysesCsvApiResponse = /** status 200 The analyses, as a file */ string;
export type ExportPersonAnalysesCsvApiArg = {
  userId: string;
};
export type AccessLinkRequestedDto = {
  /** The same text whether or not the email belongs to anyone */
  message: string;
};
export type ApiErrorBodyDto = {
  /** Stable machine-readable code */
  code: string;
  /** Per-field reasons, keyed by dotted path */
  details?: {
    [key: string]: string[];
  };
  message: string;
  /** Echoes the x-request-id response header */
  requestId: string;
  statusCode: number;
};
export type RequestAccessLinkDto = {
  email: string;
};
export type RedeemedAccessLinkDto = {
  /** The person whose results this browser may now open */
  userId: string;
};
export type RedeemAccessLinkDto = {
  /** 43 characters of base64url */
  token: string;
};
export type FunnelConversionDto = {
  /** People with an analysis in the range who then reached this step */
  people: number;
  /** people / people with an analysis (0 when there were none) */
  rate: number;
  step:
    'checkout_opened' | 'payment_succeeded' | 'purchase_fulfilled' | 'questionnaire_completed' | 'booking_requested';
};
export type FunnelDayDto = {
  /** Events per action (analysis_completed, expert_question_asked, weekly_plan_generated, checkout_opened, payment_succeeded, purchase_fulfilled, questionnaire_completed, booking_requested, interest_registered, coming_soon_viewed) */
  counts: {
    [key: string]: number;
  };
  date: string;
};
export type FunnelDto = {
  /** Distinct people with an analysis in the range */
  analysedPeople: number;
  conversion: FunnelConversionDto[];
  /** Every day of the range, with zeros */
  days: FunnelDayDto[];
  from: string;
  to: string;
  /** Events per action over the range */
  totals: {
    [key: string]: number;
  };
};
export type BookingDto = {
  id: string;
  scheduledAt: string;
  /** Dollars for the hour, the trainer’s rate; paid after the session */
  sessionCost: number;
  status: 'requested' | 'scheduled';
  trainerName: string;
};
export type ExpertOrderDto = {
  /** Dollars, exact */
  amount: string;
  /** The analysis the plan is for; null when the order names none */
  analysis?: {
    /** The analysis results (scores, body fat with range) */
    analysisResults?: {
      [key: string]: any;
    };
    id?: string;
    /** The stats the analysis was made from */
    userStats?: {
      [key: string]: any;
    };
  } | null;
  /** The questionnaire answers (spec §3); null while awaiting them */
  answers?: {
    [key: string]: any;
  } | null;
  /** Answers received (or paid, when they came first) + 48 hours: the latest promised delivery; null while awaiting the answers */
  dueBy?: string | null;
  email: string;
  name?: string | null;
  orderId: string;
  paidAt: string;
  paymentIntentId: string;
  planDelivered: boolean;
  planDeliveredAt?: string | null;
  /** The answers; null while awaiting them */
  questionnaireId?: string | null;
  /** awaiting_intake: paid, the buyer was emailed a link for the answers; open: the coach writes it; delivered */
  status: 'awaiting_intake' | 'open' | 'delivered';
  userId: string;
};
export type ExpertOrderListDto = {
  orders: ExpertOrderDto[];
};
export type MarkDeliveredDto = {
  /** A note from the coach, included in the delivery email */
  note?: string | null;
};
export type PercentRangeDto = {
  high: number;
  low: number;
};
export type MeasurementDto = {
  source: 'tape' | 'photo';
  valueCm: number;
};
export type MeasurementsDto = {
  hip?: MeasurementDto;
  neck?: MeasurementDto;
  waist?: MeasurementDto;
};
export type PercentileMetricDto = {
  description: string;
  percentile: number;
};
export type PercentileMetricsDto = {
  bodyFat: PercentileMetricDto;
  muscle: PercentileMetricDto;
  overall: PercentileMetricDto;
  posture: PercentileMetricDto;
};
export type AnalysisResultsDto = {
  /** How body fat was estimated, in words */
  bodyFatMethod?: string;
  /** Estimated body fat, % */
  bodyFatPercentage: number;
  /** 90% range of the body-fat estimate */
  bodyFatRange?: PercentRangeDto;
  /** Fitness age in years (HUNT non-exercise VO2max) */
  fitnessAge: number;
  insights: string[];
  measurements?: MeasurementsDto;
  muscleBalance: number;
  /** What was not measured and why (photo checks) */
  notes?: string[];
  /** Fitness score out of 100 */
  overallScore: number;
  percentileMetrics: PercentileMetricsDto;
  /** Overall ranking percentile */
  percentileRank: number;
  /** Which inputs and methods produced each number (AnalysisProvenance in @fitness/contracts) */
  provenance?: {
    [key: string]: any;
  };
  symmetry: number;
};
export type UserStatsDto = {
  activityLevel: 'sedentary' | 'lightly_active' | 'moderately_active' | 'very_active';
  age: number;
  /** Fitness level */
  athleteLevel?: ('beginner' | 'intermediate' | 'advanced' | 'elite') | null;
  /** Own body-fat estimate, % */
  bfPercent?: number | null;
  gender: 'male' | 'female' | 'other';
  goal: 'lose_fat' | 'build_muscle' | 'get_toned' | 'general_fitness';
  /** Height as typed: "175", "175 cm", "1.75 m", "5'9\"", "5 ft 9 in" */
  height: string;
  /** Hip at the widest point, cm */
  hipCm?: number | null;
  /** Neck below the larynx, cm */
  neckCm?: number | null;
  preferences?: string | null;
  /** Resting heart rate, beats per minute */
  restingHeartRate?: number | null;
  trainingHistory?: string | null;
  /** Waist at the navel, cm */
  waistCm?: number | null;
  /** Weight as typed: "70", "70 kg", "154 lb", "11 st 2 lb" */
  weight: string;
};
export type AnalysisDto = {
  /** The 12-week AI plan, once generated */
  aiGeneratedPlan?: {
    [key: string]: any;
  } | null;
  analysisResults: AnalysisResultsDto;
  createdAt: string;
  /** Where the expert plan is delivered; only once it is bought */
  expertPlanEmail?: string;
  /** Whether the AI plan was bought for this analysis */
  hasAiPlan: boolean;
  /** Whether the expert plan was bought for this analysis */
  hasExpertPlan: boolean;
  id: string;
  userId: string;
  userStats: UserStatsDto;
};
export type CreateAnalysisDto = {
  /** The front photo: its uploadURL without the query string */
  frontPhotoURL?: string | null;
  /** The side photo: its uploadURL without the query string */
  sidePhotoURL?: string | null;
  userId: string;
  userStats: UserStatsDto;
};
export type AiPlanStateDto = {
  analysisId: string;
  /** Who wrote the plan, once written */
  generator?: 'built-in' | 'openai';
  /** The plan is saved on the analysis (GET /api/analysis-by-id/{analysisId} returns it) */
  hasPlan: boolean;
  /** GET /api/analysis/{analysisId}/ai-plan/pdf answers with the file */
  pdfReady: boolean;
  /** none: no AI plan was bought for this analysis. Otherwise the job: queued → generating → rendering (plan saved, PDF being made) → ready; failed is final */
  status: 'none' | 'queued' | 'generating' | 'rendering' | 'ready' | 'failed';
};
export type RequestAiPlanDto = {
  /** The $5 payment made for this analysis */
  paymentIntentId: string;
  /** The answers the plan is written from (this visitor’s): those the payment was made with, or, for a payment made without, the ones to use */
  questionnaireId: string;
};
export type ExpertPlanUnlockedDto = {
  hasExpertPlan: boolean;
  /** awaiting_intake: the page asks for the answers now (they are also asked for by email) */
  orderStatus: 'awaiting_intake' | 'open' | 'delivered';
  paymentIntentId: string;
};
export type UnlockExpertPlanDto = {
  /** Without it, this visitor’s latest expert payment for the analysis */
  paymentIntentId?: string | null;
};
export type ExpertAnswerDto = {
  /** Plain text; lists are lines starting with "- " */
  answer: string;
};
export type AskExpertDto = {
  analysisId: string;
  question: string;
  /** Sent by the page; ignored: the server reads the analysis by analysisId */
  userAnalysis?: {
    [key: string]: any;
  } | null;
};
export type PaymentIntentCreatedDto = {
  /** Cents, as the server priced it */
  amount: number;
  /** For the card form (Stripe.js, or the built-in test form) */
  clientSecret: string;
  currency: string;
  paymentIntentId: string;
};
export type CreateAiPlanPaymentIntentDto = any;
export type CreateExpertPaymentIntentDto = any;
export type WeeklyPlanDto = {
  /** The plan as sanitized HTML (headings, paragraphs, lists, tables; no attributes) */
  plan: string;
};
export type NutritionAnswersDto = {
  /** Food allergies, free text */
  allergies?: string | null;
  cookingSkill: 'basic' | 'intermediate' | 'advanced';
  dietaryRestrictions: 'none' | 'vegetarian' | 'vegan' | 'keto' | 'paleo';
  goal: 'muscle-gain' | 'fat-loss' | 'maintenance' | 'performance' | 'health';
  mealFrequency: '2-3' | '4-5' | '6+';
};
export type NutritionWeeklyPlanRequestDto = {
  analysisId: string;
  answers: NutritionAnswersDto;
  type: 'nutrition';
  /** Sent by the page; ignored: the server reads the analysis by analysisId */
  userAnalysis?: {
    [key: string]: any;
  };
};
export type WorkoutAnswersDto = {
  daysPerWeek: number;
  equipmentAccess: 'full-gym' | 'home-basic' | 'bodyweight';
  experienceLevel: 'beginner' | 'intermediate' | 'advanced';
  goal: 'muscle-gain' | 'fat-loss' | 'strength' | 'endurance' | 'general-fitness' | 'athletic-performance';
  /** Injuries or limitations, free text */
  limitations?: string | null;
};
export type WorkoutWeeklyPlanRequestDto = {
  analysisId: string;
  answers: WorkoutAnswersDto;
  type: 'workout';
  /** Sent by the page; ignored: the server reads the analysis by analysisId */
  userAnalysis?: {
    [key: string]: any;
  };
};
export type LivenessDto = {
  status: 'ok';
};
export type InterestRegisteredDto = {
  message: string;
};
export type RegisterInterestDto = {
  email: string;
  name?: string | null;
  planType?: string | null;
};
export type IntakeReceivedDto = {
  orderStatus: 'awaiting_intake' | 'open' | 'delivered';
};
export type SubmitIntakeDto = {
  /** The answers, saved by POST /api/questionnaire in this browser */
  questionnaireId: string;
  /** The token of the emailed link */
  token: string;
};
export type PaymentRecordedDto = {
  /** expert: the order’s state; ai: started (follow GET /api/analysis/{analysisId}/ai-plan) */
  orderStatus: 'awaiting_intake' | 'open' | 'delivered' | 'started';
  paymentIntentId: string;
  planType: 'expert' | 'ai';
  /** The answers the order was made with */
  questionnaireId?: string;
  status: 'succeeded';
};
export type PaymentSuccessDto = {
  paymentIntentId: string;
  /** The answers the payment is for: those it was made with, or the intake given right after paying */
  questionnaireId?: string | null;
  userId: string;
};
export type PaymentsConfigDto = {
  provider: 'stripe' | 'embedded';
  /** Stripe publishable key; null with the built-in provider */
  publishableKey: string | null;
  /** True when no real money can move (the built-in provider, or Stripe test keys) */
  testMode: boolean;
};
export type PhotoUploadDto = {
  /** Signed address to PUT one photo to, with the file as the body (JPEG, PNG or WebP, at most 10 MB). Valid for 15 minutes and one upload. Without its query string it is the photo reference for POST /api/analysis. Root-relative on local storage unless PUBLIC_BASE_URL is set; a V4 signed URL with a storage bucket. */
  uploadURL: string;
};
export type QuestionnaireCreatedDto = {
  questionnaireId: string;
  /** The person (found or created by the email; username = full name) */
  userId: string;
};
export type SubmitQuestionnaireDto = {
  activeRecovery?: string[] | null;
  additionalInfo?: string | null;
  age: '18-24' | '25-34' | '35-44' | '45-54' | '55-64' | '65+';
  /** The analysis the plan is for (required by the AI plan later) */
  analysisId?: string | null;
  biggestChallenges?: string[] | null;
  cookingFrequency: 'daily' | 'few-times-week' | 'weekly' | 'rarely' | 'never';
  dietaryRestrictions?:
    ('Vegetarian' | 'Vegan' | 'Gluten-Free' | 'Dairy-Free' | 'Keto' | 'Paleo' | 'Halal' | 'Kosher')[] | null;
  email: string;
  equipmentAccess: 'full-gym' | 'home-gym' | 'minimal' | 'bodyweight';
  fitnessLevel: 'beginner' | 'intermediate' | 'advanced';
  foodBudget?: 'low' | 'moderate' | 'flexible' | 'premium';
  gender: 'male' | 'female' | 'other';
  mealPrepTime: 'no-time' | '30-min' | '1-hour' | 'weekend-batch';
  mobilityIssues?: string[] | null;
  motivation?: string | null;
  name: string;
  physicalLimitations?: string | null;
  preferredWorkoutTimes?: string[] | null;
  previousInjuries?: string | null;
  primaryGoal: 'lose-weight' | 'build-muscle' | 'general-fitness' | 'athletic-performance';
  secondaryGoals?: string[] | null;
  sleepHours: 'less-than-5' | '5-6-hours' | '6-7-hours' | '7-8-hours' | '8-plus-hours';
  stressLevel?: 'low' | 'moderate' | 'high' | 'very-high';
  supplementUsage?: string[] | null;
  timeCommitment: '15-30-min' | '30-45-min' | '45-60-min' | '60-plus-min';
  trackingMethods?: string[] | null;
  workSchedule: '9-5-weekdays' | 'shift-work' | 'flexible' | 'irregular' | 'student' | 'retired';
  workoutFrequency: 'never' | '1-2-times' | '3-4-times' | '5-6-times' | 'daily';
  workoutLocation?: 'gym' | 'home' | 'outdoor' | 'mixed';
  workoutTypes?: string[] | null;
};
export type DatabaseStatusDto = {
  name: 'postgres' | 'pglite';
  ok: boolean;
};
export type QueueStatusDto = {
  name: 'bullmq' | 'in-process';
  ok: boolean;
};
export type ReadinessDto = {
  database: DatabaseStatusDto;
  queue: QueueStatusDto;
  status: 'ready' | 'not_ready';
};
export type TestPaymentResultDto = {
  paymentIntentId: string;
  status: 'succeeded';
};
export type ConfirmTestPaymentDto = {
  cardNumber: string;
  clientSecret: string;
  cvc: string;
  expMonth: number;
  /** Two or four digits */
  expYear: number;
  postalCode?: string | null;
};
export type InterestTrackedDto = {
  /** Present when the report was a coaching booking */
  booking?: BookingDto;
  recorded: true;
};
export type TrackInterestDto = any | any;
export type TrainerDto = {
  /** Image URL on this server (root-relative unless PUBLIC_BASE_URL is set) */
  avatar: string;
  certifications: string;
  /** Years of experience */
  experience: number;
  /** Dollars per hour */
  hourlyRate: number;
  id: string;
  name: string;
  /** Whole number of stars, 0-5 */
  rating: number;
  specialization: string;
};
export type UserIdDto = {
  id: string;
};
export type CreateUserDto = {
  email: string;
  /** Full name (questionnaire) */
  username?: string | null;
};
export type AnalysisHistoryEntryDto = {
  analysisId: string;
  /** Estimated body fat, % */
  bodyFatPercentage: number;
  /** 90% range of the body-fat estimate */
  bodyFatRange?: PercentRangeDto;
  createdAt: string;
  /** Fitness age, years */
  fitnessAge: number;
  /** Fitness score out of 100 */
  overallScore: number;
  /** Waist, cm, when it was taped or measured from the photos */
  waistCm?: number;
  /** Weight, kg (as typed, converted) */
  weightKg: number;
};
export type QuantityChangeDto = {
  /** to − from: kg, cm or percentage points */
  change: number;
  from: number;
  /** The smallest change the two readings can show (MDC95), same unit */
  minimalDetectableChange: number;
  quantity: 'weight' | 'waist' | 'bodyFat';
  /** Whether the change is larger than the minimal detectable change */
  real: boolean;
  to: number;
};
export type ChangeJudgementDto = {
  changes: QuantityChangeDto[];
  fromAnalysisId: string;
  /** What would narrow the error next time */
  narrowWith: ('tape-waist' | 'photos' | 'same-time-of-day')[];
  toAnalysisId: string;
  /** 'real' when any quantity changed beyond its error */
  verdict: 'real' | 'within-error';
};
export type AnalysisHistoryDto = {
  /** Every analysis this visitor may see, oldest first */
  entries: AnalysisHistoryEntryDto[];
  /** The latest against the first (3+ analyses) */
  sinceFirst?: ChangeJudgementDto;
  /** The latest against the one before (2+ analyses) */
  sincePrevious?: ChangeJudgementDto;
};
export type ExportedAnalyticsEventDto = {
  actionData: {
    [key: string]: any;
  } | null;
  actionType: string;
  createdAt: string;
  /** The address, truncated before it was stored */
  ipAddress: string | null;
  userAgent: string | null;
};
export type ExportedCoachingSessionDto = {
  createdAt: string;
  id: string;
  scheduledAt: string;
  /** The message sent with the booking */
  sessionNotes: string | null;
  status: 'requested' | 'scheduled';
  /** The IANA time zone the browser named */
  timeZone: string | null;
  trainerId: string;
  trainerName: string | null;
};
export type ExportedInterestRegistrationDto = {
  createdAt: string;
  email: string;
  name: string | null;
  /** Whether we have written about it since */
  notified: boolean;
  /** The coming-soon plan asked about */
  planType: string;
  /** Where it was asked */
  source: string;
};
export type ExportedOrderDto = {
  analysisId: string | null;
  /** When the order confirmation was emailed */
  confirmationEmailAt: string | null;
  createdAt: string;
  /** When the coach's plan was delivered */
  deliveredAt: string | null;
  /** When the plan was emailed */
  deliveryEmailAt: string | null;
  id: string;
  /** When the answers arrived */
  intakeAt: string | null;
  /** When the link for the missing answers was emailed */
  intakeEmailAt: string | null;
  paymentId: string;
  planType: 'expert' | 'ai';
  /** The answers the plan is made from */
  questionnaireId: string | null;
  /** When "your plan is ready" was emailed */
  readyEmailAt: string | null;
  updatedAt: string;
};
export type ExportedPaymentDto = {
  /** An exact decimal in the currency ("5.00") */
  amount: string | null;
  /** The analysis the plan was bought for */
  analysisId: string | null;
  createdAt: string;
  currency: string;
  id: string;
  planType: ('expert' | 'ai') | null;
  /** The payment provider's last status */
  status: string | null;
  updatedAt: string;
};
export type ExportedPersonDto = {
  /** Only when the export covers the whole person */
  createdAt?: string;
  /** Only when the export covers the whole person */
  email?: string;
  id: string;
  /** Only when the export covers the whole person */
  username?: string | null;
};
export type ExportedQuestionnaireDto = {
  /** The analysis the plan is for */
  analysisId: string | null;
  createdAt: string;
  id: string;
  isCompleted: boolean;
  /** The payment that paid for the plan */
  paymentId: string | null;
  planDelivered: boolean;
  planDeliveredAt: string | null;
  /** The answers as given */
  responses: {
    [key: string]: any;
  } | null;
  updatedAt: string;
};
export type PersonDataExportDto = {
  /** Oldest first, each with its AI plan when bought */
  analyses: AnalysisDto[];
  /** Product events naming the person */
  analyticsEvents: ExportedAnalyticsEventDto[];
  coachingSessions: ExportedCoachingSessionDto[];
  exportedAt: string;
  /** Under the person's email */
  interestRegistrations: ExportedInterestRegistrationDto[];
  orders: ExportedOrderDto[];
  /** No card data: the card stays with the provider */
  payments: ExportedPaymentDto[];
  person: ExportedPersonDto;
  questionnaires: ExportedQuestionnaireDto[];
  /** 'person': everything held about the person (a browser that opened an emailed link); 'this-browser': only what this browser made itself (it typed the email but never proved it). */
  scope: 'person' | 'this-browser';
};
export const {
  useRequestAccessLinkMutation,
  useRedeemAccessLinkMutation,
  useGetFunnelQuery,
  useLazyGetFunnelQuery,
  useListCoachingSessionsQuery,
  useLazyListCoachingSessionsQuery,
  useConfirmCoachingSessionMutation,
  useListExpertPlanOrdersQuery,
  useLazyListExpertPlanOrdersQuery,
  useMarkExpertPlanDeliveredMutation,
  useCreateAnalysisMutation,
  useGetAnalysisByIdQuery,
  useLazyGetAnalysisByIdQuery,
  useGetAiPlanStateQuery,
  useLazyGetAiPlanStateQuery,
  useRequestAiPlanMutation,
  useStreamAiPlanStateQuery,
  useLazyStreamAiPlanStateQuery,
  useDownloadAiPlanPdfQuery,
  useLazyDownloadAiPlanPdfQuery,
  useUnlockExpertPlanMutation,
  useGetLatestAnalysisQuery,
  useLazyGetLatestAnalysisQuery,
  useAskExpertMutation,
  useCreateAiPlanPaymentIntentMutation,
  useCreatePaymentIntentMutation,
  useGenerateWeeklyPlanMutation,
  useGetHealthQuery,
  useLazyGetHealthQuery,
  useRegisterInterestMutation,
  useSubmitIntakeMutation,
  useRecordPaymentSuccessMutation,
  usePaymentsConfigQuery,
  useLazyPaymentsConfigQuery,
  useCreatePhotoUploadMutation,
  useSubmitQuestionnaireMutation,
  useGetReadinessQuery,
  useLazyGetReadinessQuery,
  useConfirmTestPaymentMutation,
  useTrackInterestMutation,
  useListTrainersQuery,
  useLazyListTrainersQuery,
  useGetTrainerAvatarQuery,
  useLazyGetTrainerAvatarQuery,
  useCreateUserMutation,
  useDeleteUserMutation,
  useGetAnalysisHistoryQuery,
  useLazyGetAnalysisHistoryQuery,
  useExportPersonDataQuery,
  useLazyExportPersonDataQuery,
  useExportPersonAnalysesCsvQuery,
  useLazyExportPersonAnalysesCsvQuery,
} = injectedRtkApi;
