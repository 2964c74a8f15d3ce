import sanitizeHtml from 'sanitize-html';
import { WEEKLY_PLAN_ALLOWED_TAGS } from '@fitness/contracts';

/**
 * Keeps only the plan tags, with no attributes; scripts, styles and their text go entirely, other tags are
 * unwrapped to their text. Applied to every plan, including our own, before it leaves the server.
 */
export function sanitizePlanHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...WEEKLY_PLAN_ALLOWED_TAGS],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  }).trim();
}
