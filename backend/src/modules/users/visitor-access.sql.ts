/**
 * The visitor-access rule as SQL conditions other modules compose into their own statements, so the rule is decided
 * in the same query that reads or writes (one round trip; "not yours" and "unknown" cost the same and answer the
 * same) and is written in one place: here, beside the grants it reads (visitor_users, VisitorUserEntity).
 *
 * Each takes the SQL expressions of the visitor and of the person (a parameter such as `$1` or a column such as
 * `analysis."userId"`).
 */

/**
 * Whether the visitor may see the person's data: it proved the email by an emailed link (an owner). Rows the visitor
 * made itself are visible anyway; that half is the caller's (`row."visitorId" = visitor`), see visibleToVisitorSql.
 */
export function ownsPersonSql(visitor: string, person: string): string {
  return `EXISTS (SELECT 1 FROM visitor_users viewer
             WHERE viewer."visitorId" = ${visitor} AND viewer."userId" = ${person} AND viewer."access" = 'owner')`;
}

/**
 * Whether the visitor sees a row of a person's data: a row it made itself, or any row of a person it owns. Naming an
 * email proves nothing: a claimant sees only what it made.
 */
export function visibleToVisitorSql(row: { visitorId: string; userId: string }, visitor: string): string {
  return `(${row.visitorId} = ${visitor} OR ${ownsPersonSql(visitor, row.userId)})`;
}

/** Whether the visitor may add data to the person: it created or named them (any grant, owner or claimant). */
export function mayAddToPersonSql(visitor: string, person: string): string {
  return `EXISTS (SELECT 1 FROM visitor_users visitor_grant
                    WHERE visitor_grant."visitorId" = ${visitor} AND visitor_grant."userId" = ${person})`;
}
