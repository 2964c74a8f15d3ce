// Errors that mean the database (or another service we depend on) is unreachable right now, as opposed to a bug:
// those answer 503 with Retry-After, so clients and proxies retry instead of reporting a failure of ours.

/** Socket-level failures of a connection (Node system error codes). */
const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);

/**
 * PostgreSQL SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01-57P03 (shutting down,
 * crashed, not yet accepting connections) and 53300 (too many connections).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';
}

/** node-postgres reports a dropped or never-made connection with these messages (and no code). */
const CONNECTION_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Connection is closed|connect ECONNREFUSED/i;

export function isDependencyOutage(error: unknown, depth = 0): boolean {
  if (error === null || typeof error !== 'object' || depth > 5) return false;
  const { code, message, driverError, cause } = error as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
  if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || isUnavailableSqlState(code))) return true;
  if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
  return isDependencyOutage(driverError, depth + 1) || isDependencyOutage(cause, depth + 1);
}

export const DEPENDENCY_OUTAGE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
/** Seconds a client should wait before retrying after an outage answer. */
export const DEPENDENCY_OUTAGE_RETRY_AFTER_S = 5;
