import { useState } from 'react';
import { AI_PLAN_PDF_FILE_NAME } from '@fitness/contracts';

/** Saves the AI plan's PDF under the product's file name; the caller decides what a failure shows. */
export async function downloadAiPlanPdf(analysisId: string): Promise<void> {
  const response = await fetch(`/api/analysis/${encodeURIComponent(analysisId)}/ai-plan/pdf`, {
    credentials: 'include',
  });
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

/**
 * The PDF button's state and action: `downloading` while the file is fetched; a failure is only logged, as the
 * button stays for another try (spec §8 silent failures).
 */
export function useAiPlanPdfDownload(analysisId: string | undefined): {
  downloading: boolean;
  download: () => Promise<void>;
} {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    if (analysisId === undefined) return;
    setDownloading(true);
    try {
      await downloadAiPlanPdf(analysisId);
    } catch (error) {
      console.warn('The PDF could not be downloaded', error);
    } finally {
      setDownloading(false);
    }
  };
  return { downloading, download };
}
