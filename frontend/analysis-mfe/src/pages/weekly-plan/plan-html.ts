import DOMPurify from 'dompurify';
import { WEEKLY_PLAN_ALLOWED_TAGS, WEEKLY_PLAN_PAGE_TEXTS } from '@fitness/contracts';

// The plan is HTML the server has already sanitized; the browser sanitizes it again before showing or converting
// it (spec §2), keeping only WEEKLY_PLAN_ALLOWED_TAGS and no attributes at all. The text of a removed tag such as
// <a> stays; <script> and <style> go with their content.

export function sanitizePlanHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...WEEKLY_PLAN_ALLOWED_TAGS],
    ALLOWED_ATTR: [],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

function parseSanitized(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = sanitizePlanHtml(html);
  return template.content;
}

/**
 * The sanitized plan ready for display. Each table is wrapped, after sanitizing, in a labelled region that can be
 * focused and scrolled sideways, so a wide table never breaks a 360 px layout and keyboard users can scroll it.
 */
export function planHtmlForDisplay(html: string): string {
  const content = parseSanitized(html);
  content.querySelectorAll('table').forEach((table, index) => {
    const region = document.createElement('div');
    region.className = 'weekly-plan__table';
    region.setAttribute('role', 'region');
    region.setAttribute('aria-label', WEEKLY_PLAN_PAGE_TEXTS.tableLabel(index + 1));
    region.tabIndex = 0;
    table.replaceWith(region);
    region.append(table);
  });
  const container = document.createElement('div');
  container.append(content);
  return container.innerHTML;
}

// Indentation of nested list items is marked with tabs while building: collapsed text never contains one, so it
// survives the clean-up of stray spaces at line starts.
const INDENT = '\t';

function inlineText(node: Node, depth: number): string {
  return Array.from(node.childNodes, (child) => nodeText(child, depth)).join('');
}

function underline(text: string, character: string): string {
  return `${text}\n${character.repeat(Math.max(3, text.length))}`;
}

function nodeText(node: Node, depth: number): string {
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/\s+/g, ' ');
  if (node.nodeType === Node.DOCUMENT_FRAGMENT_NODE) return inlineText(node, depth);
  if (!(node instanceof Element)) return '';
  const tag = node.tagName.toLowerCase();
  switch (tag) {
    case 'br':
      return '\n';
    case 'h2':
      return `\n\n${underline(inlineText(node, depth).trim(), '=')}\n\n`;
    case 'h3':
      return `\n\n${underline(inlineText(node, depth).trim(), '-')}\n\n`;
    case 'h4':
    case 'p':
      return `\n\n${inlineText(node, depth).trim()}\n\n`;
    case 'ul':
    case 'ol': {
      const items = Array.from(node.children).filter((child) => child.tagName.toLowerCase() === 'li');
      const lines = items.map((item, index) => {
        const marker = tag === 'ol' ? `${index + 1}.` : '-';
        return `${INDENT.repeat(depth)}${marker} ${inlineText(item, depth + 1).trim()}`;
      });
      const gap = depth === 0 ? '\n\n' : '\n';
      return `${gap}${lines.join('\n')}${gap}`;
    }
    case 'table': {
      const rows = Array.from(node.querySelectorAll('tr'), (row) =>
        Array.from(row.children, (cell) => inlineText(cell, depth).trim()).join(' | '),
      );
      return `\n\n${rows.join('\n')}\n\n`;
    }
    default:
      return inlineText(node, depth);
  }
}

/**
 * The plan as plain text for the download (spec §2: tags stripped): headings underlined, a blank line between
 * blocks, list items on their own lines with '-' or their number, table rows as cells joined by ' | '.
 */
export function planAsPlainText(html: string): string {
  const text = nodeText(parseSanitized(html), 0)
    .split('\n')
    .map((line) => line.replace(/^ +/, '').replace(/\s+$/, '').replaceAll(INDENT, '  '))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return `${text}\n`;
}
