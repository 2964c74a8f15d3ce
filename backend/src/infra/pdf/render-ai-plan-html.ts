import { readFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import { type AiPlanPdfDocument, aiPlanTemplateContext } from './ai-plan-document';
import type { PdfLayout } from './pdf-renderer.port';

// backend/src/infra/pdf and backend/dist/infra/pdf are both three levels below backend/.
const BACKEND_DIR = path.resolve(__dirname, '..', '..', '..');
const TEMPLATE_DIR = path.join(BACKEND_DIR, 'templates', 'ai-plan');
const FONT_DIR = path.join(BACKEND_DIR, 'assets', 'fonts');

// A private instance: no helper or partial registered elsewhere can change this template.
const handlebars = Handlebars.create();

interface CompiledPlanTemplate {
  page: Handlebars.TemplateDelegate;
  /** The stylesheet with the fonts inlined as data URLs, so Chromium never fetches anything. */
  styles: string;
  header: Handlebars.TemplateDelegate;
}

let compiled: CompiledPlanTemplate | undefined;

function fontDataUrl(weight: number): string {
  const bytes = readFileSync(path.join(FONT_DIR, `inter-latin-${weight}-normal.woff2`));
  return `data:font/woff2;base64,${bytes.toString('base64')}`;
}

function template(): CompiledPlanTemplate {
  compiled ??= {
    page: handlebars.compile(readFileSync(path.join(TEMPLATE_DIR, 'plan.hbs'), 'utf8')),
    styles: handlebars.compile(readFileSync(path.join(TEMPLATE_DIR, 'plan.css'), 'utf8'))({
      font400: fontDataUrl(400),
      font600: fontDataUrl(600),
      font700: fontDataUrl(700),
    }),
    header: handlebars.compile(
      '<div style="font-family: sans-serif; font-size: 7.5pt; color: #374151; width: 100%; padding: 0 14mm; display: flex; justify-content: space-between;">' +
        '<span>Fitness · 12-week plan</span><span>{{name}}</span></div>',
    ),
  };
  return compiled;
}

/** The plan as one self-contained HTML page (every text escaped by Handlebars). */
export function renderAiPlanHtml(doc: AiPlanPdfDocument): string {
  const { page, styles } = template();
  return page({ ...aiPlanTemplateContext(doc), styles });
}

/** The running header with the person's name and the "Page X of Y" footer. */
export function aiPlanPdfLayout(doc: AiPlanPdfDocument): PdfLayout {
  return {
    headerTemplate: template().header({ name: doc.person.name }),
    footerTemplate:
      '<div style="font-family: sans-serif; font-size: 8pt; color: #374151; width: 100%; text-align: center;">' +
      'Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>',
  };
}
