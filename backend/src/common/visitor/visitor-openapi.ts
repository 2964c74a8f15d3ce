import { VISITOR_COOKIE } from './visitor-session';

/** The OpenAPI security scheme of the anonymous visitor cookie (declared in bootstrap/swagger.ts). */
export const VISITOR_SECURITY_SCHEME = 'visitor';

export const VISITOR_SECURITY_DESCRIPTION =
  `Anonymous visitor session: a signed, HttpOnly, SameSite=Lax cookie (${VISITOR_COOKIE}) issued by the first call ` +
  'that creates data. Per-person calls answer only to the visitor that made the data; anyone else gets the 404 of ' +
  'an unknown id.';
