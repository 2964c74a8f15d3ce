// @fitness/engine: body composition, fitness scores, percentiles and insights. Framework-free, no I/O, deterministic.
export type { EngineInput, EngineResult } from './analyze';
export type { FitnessEstimate } from './fitness/fitness-estimate';
export { analyze, NOT_MEASURED_SCORE, SCORE_WEIGHTS } from './analyze';

export { EngineInputError, isEngineInputError } from './input/engine-input-error';
export type { FieldIssue } from './input/engine-input-error';
export {
  BODY_SIZE_LIMITS,
  HEIGHT_TEXT_PATTERN,
  parseHeightCm,
  parseWeightKg,
  WEIGHT_TEXT_PATTERN,
} from './input/body-size-parsers';
export { PLAUSIBLE_BMI, validateStats } from './input/validate-stats';
export type { ValidatedStats } from './input/validate-stats';

export { estimateBodyFat } from './body-fat/estimate-body-fat';
export type {
  BodyFatBaseMethod,
  BodyFatEstimate,
  BodyFatInput,
  BodyFatMethod,
  BodyFatStep,
  CircumferenceSite,
  EstimateOptions,
} from './body-fat/estimate-body-fat';
export {
  cunBae2012,
  deurenberg1991,
  gallagher2000,
  navy1984,
  relativeFatMass2018,
} from './body-fat/published-formulas';
export type { NavyInput, StatsOnlyInput, WaistInput } from './body-fat/published-formulas';
export { bodyMassIndex } from './body-fat/model-features';
export { calibratedRange, sdFromRange } from './body-fat/calibrated-range';
export type { PercentRange } from './body-fat/calibrated-range';
export { correlatedCombination, gaussianPosterior } from './body-fat/blending';
export * as bodyFatAssumptions from './body-fat/assumptions';

export { ACTIVITY_FACTORS, dailyEnergyNeeds, mifflinStJeor } from './energy/mifflin-st-jeor';
export type { DailyEnergy, EnergyInput } from './energy/mifflin-st-jeor';
export { estimateVo2max, huntActivityIndex } from './fitness/hunt-vo2max';
export { averageVo2maxAtAge, fitnessAgeFor, vo2maxPercentile } from './fitness/fitness-age';
export {
  bodyFatPercentile,
  compositePercentile,
  fatFreeMassIndex,
  musclePercentile,
  postureScore,
  symmetryScore,
} from './scores/body-scores';

export type { CoachContext } from './coach/coach-context';
export { answerExpertQuestion, EXPERT_TOPICS } from './coach/expert/answer-expert-question';
export type { ExpertAnswer, ExpertTopic } from './coach/expert/answer-expert-question';
export { generateWeeklyPlanHtml } from './coach/weekly-plan/generate-weekly-plan';
export type { WeeklyPlanRequest } from './coach/weekly-plan/generate-weekly-plan';

export { CALIBRATION_SOURCE } from './fitted-parameters.generated';
export { ENGINE_VERSION } from './engine-version';
export { SOURCES } from './sources';
export { generateTwelveWeekPlan } from './coach/twelve-week-plan/generate-twelve-week-plan';
export { judgeChange, WEIGHT_DAY_TO_DAY_SD_KG } from './progress/judge-change';
export type {
  ChangeJudgement,
  ChangedQuantity,
  NarrowingStep,
  ProgressPoint,
  QuantityChange,
} from './progress/judge-change';
