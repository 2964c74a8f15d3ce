// How the page reacts to a failed call: the RTK Query error of the generated client, sorted by what the visitor
// can do about it.

/** notFound: 404, or 400 for a malformed id; rateLimited: 429; unavailable: 503; other: anything else. */
export type FailureKind = 'notFound' | 'rateLimited' | 'unavailable' | 'other';

export function failureKind(error: unknown): FailureKind {
  const status =
    typeof error === 'object' && error !== null && 'status' in error
      ? (error as { status: unknown }).status
      : undefined;
  switch (status) {
    case 400:
    case 404:
      return 'notFound';
    case 429:
      return 'rateLimited';
    case 503:
      return 'unavailable';
    default:
      return 'other';
  }
}

// The server's ids are UUIDs (it answers 400 to anything else), so a malformed one is not found without asking.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
