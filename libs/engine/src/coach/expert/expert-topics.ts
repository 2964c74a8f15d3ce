// What the embedded training expert can talk about. Order matters: when two topics score the same, the one listed
// first wins, so the specific topics come before the broad ones and the greeting comes last.

export const EXPERT_TOPICS = [
  'abs',
  'arm-growth',
  'leg-growth',
  'chest-growth',
  'back-growth',
  'shoulder-growth',
  'fat-loss-deadline',
  'diet-body-type',
  'protein',
  'supplements',
  'sleep',
  'hydration',
  'cardio',
  'recovery',
  'plateau',
  'posture',
  'body-fat-result',
  'fitness-age',
  'fitness-score',
  'percentiles',
  'fat-loss',
  'muscle-gain',
  'toning',
  'nutrition',
  'workout-plan',
  'greeting',
] as const;

export type ExpertTopic = (typeof EXPERT_TOPICS)[number];
