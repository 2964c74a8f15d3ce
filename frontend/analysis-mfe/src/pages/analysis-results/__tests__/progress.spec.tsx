import { act, screen, waitFor, within } from '@testing-library/react';
import type { AnalysisHistoryDto, AnalysisHistoryEntryDto } from '@fitness/api-client';
import { ANALYSIS_PAGE_TEXTS } from '@fitness/contracts';
import { failure, fakeApi, json } from '@fitness/api-client/testing';
import { buildAnalysis, renderAt, USER_ID } from './harness';

// Rendering the whole page under jsdom takes a few seconds on a shared machine.
jest.setTimeout(30_000);

const latestUrl = `GET /api/analysis/${USER_ID}`;
const historyUrl = `GET /api/users/${USER_ID}/analyses`;

function entry(id: string, overrides: Partial<AnalysisHistoryEntryDto>): AnalysisHistoryEntryDto {
  return {
    analysisId: id,
    createdAt: '2026-10-01T09:00:00.000Z',
    bodyFatPercentage: 24.1,
    bodyFatRange: { low: 19.8, high: 28.6 },
    weightKg: 90,
    waistCm: 100,
    overallScore: 58,
    fitnessAge: 41,
    ...overrides,
  };
}

const FIRST = entry('a-1', {});
const SECOND = entry('a-2', {
  createdAt: '2026-11-03T09:00:00.000Z',
  bodyFatPercentage: 19.9,
  bodyFatRange: { low: 15.8, high: 24.2 },
  weightKg: 82,
  waistCm: 90,
  overallScore: 66,
  fitnessAge: 35,
});
const THIRD = entry('a-3', {
  createdAt: '2026-11-26T09:00:00.000Z',
  bodyFatPercentage: 19.7,
  // An analysis made before body fat carried its range.
  bodyFatRange: undefined,
  weightKg: 81.7,
  waistCm: undefined,
  overallScore: 67,
  fitnessAge: 35,
});

const THREE_ANALYSES: AnalysisHistoryDto = {
  entries: [FIRST, SECOND, THIRD],
  sincePrevious: {
    fromAnalysisId: 'a-2',
    toAnalysisId: 'a-3',
    verdict: 'within-error',
    changes: [
      { quantity: 'weight', from: 82, to: 81.7, change: -0.3, minimalDetectableChange: 2.2, real: false },
      { quantity: 'bodyFat', from: 19.9, to: 19.7, change: -0.2, minimalDetectableChange: 7.3, real: false },
    ],
    narrowWith: ['tape-waist', 'photos', 'same-time-of-day'],
  },
  sinceFirst: {
    fromAnalysisId: 'a-1',
    toAnalysisId: 'a-3',
    verdict: 'real',
    changes: [
      { quantity: 'weight', from: 90, to: 81.7, change: -8.3, minimalDetectableChange: 2.2, real: true },
      { quantity: 'bodyFat', from: 24.1, to: 19.7, change: -4.4, minimalDetectableChange: 8.8, real: false },
    ],
    narrowWith: ['photos', 'same-time-of-day'],
  },
};

async function renderWithHistory(history: AnalysisHistoryDto | (() => ReturnType<typeof failure>)) {
  const api = fakeApi({
    [latestUrl]: () => json(buildAnalysis()),
    [historyUrl]: typeof history === 'function' ? history : () => json(history),
  });
  renderAt(`/analysis/${USER_ID}`);
  await screen.findByText('Analysis Complete');
  await waitFor(() => expect(screen.queryByText(ANALYSIS_PAGE_TEXTS.moreLoading)).not.toBeInTheDocument());
  return api;
}

const nav = () => screen.getByRole('navigation', { name: 'Analysis sections' });

describe('results page: your progress', () => {
  it('lists every analysis in a table, each body fat as text with its 90% range when it has one', async () => {
    await renderWithHistory(THREE_ANALYSES);

    const section = await screen.findByRole('region', { name: 'Your Progress' });
    const table = within(section).getByRole('table', { name: 'Every analysis, oldest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Body fat (90% range)', 'Weight', 'Waist', 'Fitness score', 'Fitness age']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['24.1% (19.8–28.6%)', '90.0 kg', '100.0 cm', '58 / 100', '41'],
      ['19.9% (15.8–24.2%)', '82.0 kg', '90.0 cm', '66 / 100', '35'],
      ['19.7%', '81.7 kg', 'Not measured', '67 / 100', '35'],
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['1 Oct 2026', '3 Nov 2026', '26 Nov 2026']);
    // The table scrolls inside a focusable, named region on a narrow screen.
    const scroller = within(section).getByRole('region', { name: 'Your analyses (table, scrolls sideways)' });
    expect(scroller).toHaveAttribute('tabindex', '0');
  });

  it('draws the chart as one image named by a summary, once its chunk has loaded', async () => {
    await renderWithHistory(THREE_ANALYSES);
    const chart = await screen.findByRole('img', { name: /^Progress chart of 3 analyses/ });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart).toHaveAccessibleName(
      'Progress chart of 3 analyses from 1 Oct 2026 to 26 Nov 2026: body fat from 24.1% to 19.7%, weight from ' +
        '90.0 kg to 81.7 kg, fitness score from 58 to 67, fitness age from 41 to 35. Every value is in the table below.',
    );
    // Two bodies with a range, one without: the band is drawn where there is one.
    expect(chart.querySelector('.results-progress-chart__band')?.getAttribute('d')).toBeTruthy();
  });

  it("says a change beyond its error is a real change, and one inside it is within the method's error", async () => {
    await renderWithHistory(THREE_ANALYSES);
    const section = await screen.findByRole('region', { name: 'Your Progress' });

    const sincePrevious = within(section)
      .getByRole('heading', { name: 'Since your previous analysis (3 Nov 2026)' })
      .closest('div')!;
    expect(sincePrevious).toHaveTextContent("Overall: within the method's error");
    expect(
      within(sincePrevious)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "Weight: −0.3 kg since 3 Nov, within the method's error (±2.2 kg)",
      "Body fat: −0.2 points since 3 Nov, within the method's error (±7.3 points)",
    ]);
    expect(sincePrevious).toHaveTextContent(
      'To narrow the error next time: measure your waist with a tape; add the two photos; analyse at the same ' +
        'time of day, before eating.',
    );

    const sinceFirst = within(section)
      .getByRole('heading', { name: 'Since your first analysis (1 Oct 2026)' })
      .closest('div')!;
    expect(sinceFirst).toHaveTextContent('Overall: a real change');
    expect(
      within(sinceFirst)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Weight: −8.3 kg since 1 Oct, a real change (beyond ±2.2 kg)',
      "Body fat: −4.4 points since 1 Oct, within the method's error (±8.8 points)",
    ]);
  });

  it('links the section from the sticky navigation, after the overview', async () => {
    await renderWithHistory(THREE_ANALYSES);
    await screen.findByRole('region', { name: 'Your Progress' });
    const links = within(nav()).getAllByRole('link');
    expect(links.slice(0, 3).map((link) => link.getAttribute('href'))).toEqual([
      '#overview',
      '#progress',
      '#ask-expert',
    ]);
  });

  it('shows no progress section, and no link to one, for a single analysis', async () => {
    const api = await renderWithHistory({ entries: [THIRD] });
    // Let the history's answer land before looking for what it would have drawn.
    const historyCall = await waitFor(() => {
      const index = api.calls.findIndex((call) => call.url === `/api/users/${USER_ID}/analyses`);
      expect(index).toBeGreaterThanOrEqual(0);
      return index;
    });
    await act(async () => {
      await api.fetch.mock.results[historyCall].value;
      // A macrotask: the client reads and stores the answer in a few microtasks of its own.
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('region', { name: 'Your Progress' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Your Progress' })).not.toBeInTheDocument();
    // "Analyse again" is there all the same: it is how a second analysis comes about.
    expect(screen.getByRole('link', { name: 'Analyse again' })).toHaveAttribute('href', '/free-analysis');
  });

  it('leaves the rest of the page as it is when the history cannot be read', async () => {
    await renderWithHistory(() => failure(500, 'INTERNAL'));
    expect(await screen.findByRole('region', { name: 'Ask AI Expert' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your Progress' })).not.toBeInTheDocument();
  });
});
