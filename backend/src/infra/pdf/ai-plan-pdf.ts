import type { AiPlanPdfDocument } from './ai-plan-document';
import type { PdfRendererPort } from './pdf-renderer.port';

/**
 * The AI plan's PDF: the Handlebars template rendered by the process's warm Chromium. The template's module, and
 * Handlebars with it, loads with the first PDF rather than with the API (~15 ms of its start).
 */
export async function renderAiPlanPdf(renderer: PdfRendererPort, doc: AiPlanPdfDocument): Promise<Buffer> {
  const { aiPlanPdfLayout, renderAiPlanHtml } = await import('./render-ai-plan-html.js');
  return renderer.renderPdf(renderAiPlanHtml(doc), aiPlanPdfLayout(doc));
}
