import { useLazyExportPersonAnalysesCsvQuery, useLazyExportPersonDataQuery } from '@fitness/api-client';
import { analysesCsvFileName, DATA_EXPORT_TEXTS, personDataFileName } from '@fitness/contracts';
import { toast } from '@fitness/ui';
import { downloadTextFile } from '../weekly-plan/download-text-file';

/**
 * "Download my data": the person's data as JSON and their analyses as CSV, read through the generated client (so
 * the visitor's cookie and the API's rules apply) and saved as files. A failure is a toast, never a thrown error.
 */
export function useDataDownload(userId: string) {
  const [readData, data] = useLazyExportPersonDataQuery();
  const [readCsv, csv] = useLazyExportPersonAnalysesCsvQuery();

  const failed = () => toast({ ...DATA_EXPORT_TEXTS.failed, variant: 'destructive' });

  const downloadData = async () => {
    try {
      const exported = await readData({ userId }).unwrap();
      const text = `${JSON.stringify(exported, null, 2)}\n`;
      downloadTextFile(personDataFileName(new Date(exported.exportedAt)), text, 'application/json;charset=utf-8');
    } catch {
      failed();
    }
  };

  const downloadCsv = async () => {
    try {
      const text = await readCsv({ userId }).unwrap();
      downloadTextFile(analysesCsvFileName(new Date()), text, 'text/csv;charset=utf-8');
    } catch {
      failed();
    }
  };

  return {
    downloadData,
    downloadCsv,
    dataLoading: data.isFetching,
    csvLoading: csv.isFetching,
  };
}
