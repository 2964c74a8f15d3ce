// A tiny HTML builder for the weekly plans: only the tags the results page allows, never an attribute, and every
// string child escaped. Trusted markup exists only as Html values made here, so user text cannot become markup.
import type { WEEKLY_PLAN_ALLOWED_TAGS } from '@fitness/contracts';

/** The block and inline tags el() writes; br has its own constant. */
export type PlanTag = Exclude<(typeof WEEKLY_PLAN_ALLOWED_TAGS)[number], 'br'>;

export interface Html {
  readonly markup: string;
}

export type Child = string | number | Html | null | undefined | false | readonly Child[];

// A line break after block elements keeps the plan readable once the page strips the tags for the text download.
const BLOCK_TAGS = new Set<PlanTag>(['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'table', 'tr']);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]);
}

function childMarkup(child: Child): string {
  if (child === null || child === undefined || child === false) return '';
  if (typeof child === 'string') return escapeHtml(child);
  if (typeof child === 'number') return escapeHtml(String(child));
  if (isHtml(child)) return child.markup;
  return child.map(childMarkup).join('');
}

function isHtml(child: Html | readonly Child[]): child is Html {
  return !Array.isArray(child);
}

export function el(tag: PlanTag, ...children: Child[]): Html {
  const markup = `<${tag}>${children.map(childMarkup).join('')}</${tag}>`;
  return { markup: BLOCK_TAGS.has(tag) ? `${markup}\n` : markup };
}

export const br: Html = { markup: '<br>' };

/** Joins children without a wrapping tag. */
export function fragment(...children: Child[]): Html {
  return { markup: children.map(childMarkup).join('') };
}

export function list(kind: 'ul' | 'ol', items: readonly Child[]): Html {
  return el(kind, ...items.map((item) => el('li', item)));
}

export function table(headers: readonly string[], rows: readonly (readonly Child[])[]): Html {
  return el(
    'table',
    el('thead', el('tr', ...headers.map((header) => el('th', header)))),
    el('tbody', ...rows.map((row) => el('tr', ...row.map((cell) => el('td', cell))))),
  );
}

export function toHtmlString(...blocks: Child[]): string {
  return blocks.map(childMarkup).join('');
}
