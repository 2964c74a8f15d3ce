import { QueryFailedError } from 'typeorm';

/** PostgreSQL's unique_violation: a unique key refused a second row (what "exactly once" rests on). */
const UNIQUE_VIOLATION = '23505';

/** Whether a query failed because a unique key already held the value (both drivers, pg and PGlite, report it so). */
export function isUniqueViolation(error: unknown): boolean {
  const driverError = error instanceof QueryFailedError ? error.driverError : (error as { driverError?: unknown })?.driverError;
  return (driverError as { code?: string } | undefined)?.code === UNIQUE_VIOLATION;
}
