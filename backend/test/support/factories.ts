import { randomUUID } from 'node:crypto';
import { SAMPLE_USER_STATS } from '@fitness/contracts';

// Small builders for test data: every call is unique, so tests never see each other's rows.

export function uniqueEmail(label = 'visitor'): string {
  return `${label}.${randomUUID().slice(0, 8)}@example.test`;
}

export function uniquePaymentIntentId(): string {
  return `pi_test_${randomUUID().replace(/-/g, '')}`;
}

/** Stats a real visitor could send (spec §3 user stats); override what a test is about. */
export function validUserStats(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...SAMPLE_USER_STATS, ...overrides };
}
