// The one error body every API response uses (issue 2).

export interface ApiErrorBody {
  statusCode: number;
  /** Stable machine-readable code, e.g. VALIDATION_FAILED, NOT_FOUND, INTERNAL. */
  code: string;
  message: string;
  /** Per-field reasons for validation failures: field path -> messages. */
  details?: Record<string, string[]>;
  requestId: string;
}

/** Codes every endpoint may answer with; feature modules add their own (e.g. ANALYSIS_NOT_FOUND). */
export const COMMON_API_ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
] as const;
export type CommonApiErrorCode = (typeof COMMON_API_ERROR_CODES)[number];
