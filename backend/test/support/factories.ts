import { randomUUID } from 'node:crypto';

// Small builders for test data: every call is unique, so tests never see each other's rows.

export function uniqueEmail(label = 'visitor'): string {
  return `${label}.${randomUUID().slice(0, 8)}@example.test`;
}

export function uniquePaymentIntentId(): string {
  return `pi_test_${randomUUID().replace(/-/g, '')}`;
}
