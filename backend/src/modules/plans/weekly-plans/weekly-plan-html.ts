import { WEEKLY_PLAN_ALLOWED_TAGS } from '@fitness/contracts';

/**
 * Keeps only the plan tags, with no attributes; scripts, styles and their text go entirely, other tags are
 * unwrapped to their text. Applied to every plan, including our own, before it leaves the server. sanitize-html is
 * loaded by the first plan: with its HTML parser it was ~35 ms of the API's start (cold start, `npm run bench:api`).
 */
export async function sanitizePlanHtml(html: string): Promise<string> {
  const { default: sanitizeHtml } = await import('sanitize-html');
  return sanitizeHtml(html, {
    allowedTags: [...WEEKLY_PLAN_ALLOWED_TAGS],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  }).trim();
}
