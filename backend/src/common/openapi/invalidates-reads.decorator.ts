import { ApiExtension } from '@nestjs/swagger';

/**
 * The OpenAPI extension naming the cached reads a call changes. The generated client turns it into RTK Query's
 * `invalidatesTags` (libs/api-client/openapi-codegen.config.cjs), so a browser refetches exactly what the server says
 * changed, and nobody keeps a second list by hand.
 */
export const INVALIDATES_EXTENSION = 'x-invalidates';

/** The tags of the GET operations whose answers are cached (the client caches reads by their operation's tag). */
export type CachedReadTag = 'users' | 'analysis' | 'plans' | 'payments' | 'coaching' | 'admin';

/**
 * Which cached reads this call changes: the tags of the GET operations whose answers it can make stale; none for a
 * call that changes nothing a page has read (an upload address, a payment intent, a report of a view). Every call
 * that is not a GET states it (test/e2e/api.spec.ts).
 */
export function InvalidatesReads(...tags: CachedReadTag[]): MethodDecorator {
  return ApiExtension(INVALIDATES_EXTENSION, tags);
}
