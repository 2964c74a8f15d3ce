// "Download my data" (ours; GDPR art. 20, data portability): everything we hold about the person as one JSON file,
// and the analyses as a spreadsheet. The same visitor rule as "Delete my data" decides what is in it.

/** The day in a download's file name: the UTC date of the export, so both ends name it alike. */
function exportDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** `fitness-data-2026-01-31.json`: GET /api/users/{userId}/export. */
export function personDataFileName(at: Date): string {
  return `fitness-data-${exportDay(at)}.json`;
}

/** `fitness-analyses-2026-01-31.csv`: GET /api/users/{userId}/export/analyses.csv. */
export function analysesCsvFileName(at: Date): string {
  return `fitness-analyses-${exportDay(at)}.csv`;
}

/**
 * What an export covers: 'person' for a visitor that proved the email (everything held about the person),
 * 'this-browser' for one that only typed it (what that browser made itself, as its deletion would delete).
 */
export const DATA_EXPORT_SCOPES = ['person', 'this-browser'] as const;
export type DataExportScope = (typeof DATA_EXPORT_SCOPES)[number];

export const DATA_EXPORT_TEXTS = {
  text: 'Download a copy of everything we hold about you as a JSON file, or your analyses as a spreadsheet (CSV).',
  jsonAction: 'Download my data',
  csvAction: 'Download analyses (CSV)',
  failed: { title: 'Download failed', description: 'Your data could not be downloaded. Please try again.' },
} as const;
