import { AI_PLAN_PDF_FILE_NAME } from '@fitness/contracts';

/** Saves the AI plan's PDF under the product's file name; the caller decides what a failure shows. */
export async function downloadAiPlanPdf(analysisId: string): Promise<void> {
  const response = await fetch(`/api/analysis/${encodeURIComponent(analysisId)}/ai-plan/pdf`, { credentials: 'include' });
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = AI_PLAN_PDF_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
