// One place for retry and retention rules, used by the BullMQ and the in-process adapters alike.

export const JOB_DEFAULTS = {
  attempts: 3,
  backoff: { type: 'exponential' as const, delay: 1000 },
  // Keep failed jobs for inspection; completed ones only briefly.
  removeOnComplete: { count: 1000 },
  removeOnFail: false as const,
};

/** Delay before retry number `attempt` (1-based), doubling each time as BullMQ's exponential backoff does. */
export function retryDelayMs(attempt: number): number {
  return JOB_DEFAULTS.backoff.delay * 2 ** (attempt - 1);
}
