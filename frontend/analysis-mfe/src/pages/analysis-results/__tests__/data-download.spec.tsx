import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { analysesCsvFileName, DATA_EXPORT_TEXTS, personDataFileName, PRIVACY_TEXTS } from '@fitness/contracts';
import { failure, fakeApi, json } from '@fitness/api-client/testing';
import { ANALYSIS_ID, buildAnalysis, readBlob, renderAt, USER_ID } from './harness';

// Rendering the whole page under jsdom takes a few seconds on a shared machine.
jest.setTimeout(30_000);

const latestUrl = `GET /api/analysis/${USER_ID}`;
const exportUrl = `GET /api/users/${USER_ID}/export`;
const csvUrl = `GET /api/users/${USER_ID}/export/analyses.csv`;
/** The data buttons sit in a lazily loaded section: on a busy 2-core CI machine it can take longer than 3 s. */
const BELOW_FOLD = { timeout: 10_000 };
const EXPORTED_AT = '2026-03-04T05:06:07.000Z';
const CSV = 'Date (UTC),Body fat %\r\n2026-01-02T03:04:05.000Z,18.2\r\n';


/** The files the page saved: each link it clicked, with the blob behind its address. */
function capturedDownloads() {
  const blobs = new Map<string, Blob>();
  let next = 0;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:download-${(next += 1)}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  const saved: Array<{ fileName: string; blob: Blob }> = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ fileName: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

const exported = () => ({
  exportedAt: EXPORTED_AT,
  scope: 'person',
  person: { id: USER_ID, email: 'alex@example.com', username: null, createdAt: EXPORTED_AT },
  analyses: [buildAnalysis()],
  questionnaires: [],
  coachingSessions: [],
  payments: [],
  orders: [],
  interestRegistrations: [],
  analyticsEvents: [],
});

describe('downloading my data', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('saves everything as fitness-data-<date>.json, holding the analysis', async () => {
    const saved = capturedDownloads();
    const api = fakeApi({ [latestUrl]: () => json(buildAnalysis()), [exportUrl]: () => json(exported()) });
    renderAt(`/analysis/${USER_ID}`);

    const button = await screen.findByRole('button', { name: DATA_EXPORT_TEXTS.jsonAction }, BELOW_FOLD);
    await userEvent.click(button);

    await waitFor(() => expect(saved).toHaveLength(1));
    // The button leaves its busy state a moment after the file is saved; the page has settled once it has.
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
    expect(saved[0].fileName).toBe(personDataFileName(new Date(EXPORTED_AT)));
    expect(saved[0].fileName).toBe('fitness-data-2026-03-04.json');
    expect(saved[0].blob.type).toBe('application/json;charset=utf-8');
    const file = JSON.parse(await readBlob(saved[0].blob)) as ReturnType<typeof exported>;
    expect(file.analyses.map((analysis) => analysis.id)).toEqual([ANALYSIS_ID]);
    expect(file.person.email).toBe('alex@example.com');
    expect(api.calls.filter((call) => call.url === `/api/users/${USER_ID}/export`)).toHaveLength(1);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('saves the analyses as fitness-analyses-<date>.csv, from the keyboard', async () => {
    const saved = capturedDownloads();
    fakeApi({ [latestUrl]: () => json(buildAnalysis()), [csvUrl]: () => json(CSV) });
    renderAt(`/analysis/${USER_ID}`);

    const button = await screen.findByRole('button', { name: DATA_EXPORT_TEXTS.csvAction }, BELOW_FOLD);
    button.focus();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(saved).toHaveLength(1));
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
    expect(saved[0].fileName).toBe(analysesCsvFileName(new Date()));
    expect(saved[0].blob.type).toBe('text/csv;charset=utf-8');
    expect(await readBlob(saved[0].blob)).toBe(CSV);
  });

  it.each([
    ['JSON', DATA_EXPORT_TEXTS.jsonAction, exportUrl, 404],
    ['CSV', DATA_EXPORT_TEXTS.csvAction, csvUrl, 500],
  ] as const)(
    'says so in a toast when the %s download fails, saves nothing and logs no error',
    async (_kind, label, url, status) => {
      const saved = capturedDownloads();
      const api = fakeApi({ [latestUrl]: () => json(buildAnalysis()), [url]: () => failure(status) });
      renderAt(`/analysis/${USER_ID}`);

      await userEvent.click(await screen.findByRole('button', { name: label }, BELOW_FOLD));

      expect(await screen.findByText(DATA_EXPORT_TEXTS.failed.title)).toBeInTheDocument();
      expect(screen.getByText(DATA_EXPORT_TEXTS.failed.description)).toBeInTheDocument();
      expect(api.calls.some((call) => call.key === url)).toBe(true);
      expect(saved).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      // The page stays usable: once the failed download has settled (its spinner gone), the button can be pressed
      // again. The toast may show a moment before the spinner leaves, so this waits for it.
      expect(await screen.findByRole('button', { name: label })).toBeEnabled();
    },
  );

  it('sits beside "Delete my data", each button named by its label', async () => {
    fakeApi({ [latestUrl]: () => json(buildAnalysis()) });
    renderAt(`/analysis/${USER_ID}`);
    const remove = await screen.findByRole('button', { name: PRIVACY_TEXTS.deleteSection.action }, BELOW_FOLD);
    const group = remove.parentElement!;
    expect(group).toContainElement(screen.getByRole('button', { name: DATA_EXPORT_TEXTS.jsonAction }));
    expect(group).toContainElement(screen.getByRole('button', { name: DATA_EXPORT_TEXTS.csvAction }));
  });
});
