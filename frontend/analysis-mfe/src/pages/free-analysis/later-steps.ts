// The stats and email steps, one chunk that the free analysis loads after its first view (free-analysis-page.tsx).

export { EmailStep } from './email-step';
export { StatsStep } from './stats-step';
