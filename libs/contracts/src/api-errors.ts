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
