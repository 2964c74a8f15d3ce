import type { AiPlanPdfDocument } from './ai-plan-document';
import type { PdfRendererPort } from './pdf-renderer.port';
import { aiPlanPdfLayout, renderAiPlanHtml } from './render-ai-plan-html';

/** The AI plan's PDF: the Handlebars template rendered by the process's warm Chromium. */
export function renderAiPlanPdf(renderer: PdfRendererPort, doc: AiPlanPdfDocument): Promise<Buffer> {
  return renderer.renderPdf(renderAiPlanHtml(doc), aiPlanPdfLayout(doc));
}
