import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANALYSIS_PAGE_TEXTS, MAX_INSIGHTS_SHOWN, VIEW_TEXTS } from '@fitness/contracts';
import { deferred, failure, fakeApi, json } from '@fitness/api-client/testing';
import { ANALYSIS_ID, buildAnalysis, renderAt, USER_ID } from './harness';

// Rendering the whole page under jsdom takes a few seconds on a shared machine.
jest.setTimeout(30_000);

const latestUrl = `GET /api/analysis/${USER_ID}`;
const byIdUrl = `GET /api/analysis-by-id/${USER_ID}`;
const robotsMeta = () => document.head.querySelector('meta[name="robots"]');

describe('results page states', () => {
  it('shows the loading view while the analysis is on its way, marked noindex until the page is left', async () => {
    const pending = deferred();
    fakeApi({ [latestUrl]: () => pending.promise });
    const { unmount } = renderAt(`/analysis/${USER_ID}`);

    expect(screen.getByText(VIEW_TEXTS.analysisLoading).closest('[role="status"]')).toBeInTheDocument();
    expect(robotsMeta()).toHaveAttribute('content', 'noindex');

    await act(async () => pending.resolve(json(buildAnalysis())));
    expect(await screen.findByText('Analysis Complete')).toBeInTheDocument();
    expect(robotsMeta()).toHaveAttribute('content', 'noindex');

    unmount();
    expect(robotsMeta()).toBeNull();
  });

  it('says Analysis Not Found, with Start Over to /, when neither a user nor an analysis has this id', async () => {
    const api = fakeApi({ [latestUrl]: () => failure(404, 'ANALYSIS_NOT_FOUND'), [byIdUrl]: () => failure(404) });
    renderAt(`/analysis/${USER_ID}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: VIEW_TEXTS.analysisNotFound.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(VIEW_TEXTS.analysisNotFound.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Over' })).toHaveAttribute('href', '/');
    expect(api.calls.map((call) => call.url)).toEqual([`/api/analysis/${USER_ID}`, `/api/analysis-by-id/${USER_ID}`]);
    expect(robotsMeta()).toHaveAttribute('content', 'noindex');
  });

  it('treats a malformed id as not found without asking the server', () => {
    const api = fakeApi({});
    renderAt('/analysis/not-a-real-id');

    expect(screen.getByRole('heading', { name: 'Analysis Not Found' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('treats the server rejecting the id (400) as not found', async () => {
    fakeApi({
      [latestUrl]: () => failure(400, 'VALIDATION_FAILED'),
      [byIdUrl]: () => failure(400, 'VALIDATION_FAILED'),
    });
    renderAt(`/analysis/${USER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Analysis Not Found' })).toBeInTheDocument();
  });

  it('opens an analysis by its own id, as checkout links back to /analysis/{analysisId}', async () => {
    fakeApi({
      [`GET /api/analysis/${ANALYSIS_ID}`]: () => failure(404, 'ANALYSIS_NOT_FOUND'),
      [`GET /api/analysis-by-id/${ANALYSIS_ID}`]: () => json(buildAnalysis()),
    });
    renderAt(`/analysis/${ANALYSIS_ID}`);
    expect(await screen.findByText('Analysis Complete')).toBeInTheDocument();
  });

  it('offers Try Again after another failure, and shows the analysis once it loads', async () => {
    const answers = [failure(500, 'INTERNAL'), json(buildAnalysis())];
    const api = fakeApi({ [latestUrl]: () => answers.shift()! });
    renderAt(`/analysis/${USER_ID}`);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your analysis");
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText('Analysis Complete')).toBeInTheDocument();
    // The analysis twice; the page's other reads (the progress history) are not counted.
    expect(api.calls.filter((call) => call.url === `/api/analysis/${USER_ID}`)).toHaveLength(2);
  });
});

describe('results page content', () => {
  async function renderLoaded(analysis = buildAnalysis(), path = `/analysis/${USER_ID}`) {
    fakeApi({ [latestUrl]: () => json(analysis) });
    renderAt(path);
    await screen.findByText('Analysis Complete');
    // The sections under the overview come a moment later (their own chunk).
    await waitFor(() => expect(screen.queryByText(ANALYSIS_PAGE_TEXTS.moreLoading)).not.toBeInTheDocument());
  }

  it('shows the badge and the four summary cards with their comparisons', async () => {
    await renderLoaded();

    expect(screen.getByRole('heading', { level: 1, name: 'Your Fitness Analysis' })).toBeInTheDocument();
    const overview = screen.getByRole('region', { name: 'Overview' });
    const cards = within(overview).getAllByRole('listitem').slice(0, 4);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Fitness Score',
      'Body Fat %',
      'Fitness Age',
      'Overall Ranking',
    ]);
    expect(cards[0]).toHaveTextContent('72 out of 100');
    expect(cards[0]).toHaveTextContent('Good');
    expect(cards[1]).toHaveTextContent('18.2%');
    expect(cards[1]).toHaveTextContent('90% range 15.1–21.4%');
    expect(cards[2]).toHaveTextContent('27');
    expect(cards[2]).toHaveTextContent('3 years younger than your age (30)');
    expect(cards[3]).toHaveTextContent('Top 38%');
    expect(cards[3]).toHaveTextContent('62nd percentile');
  });

  it.each([
    [80, 'Excellent', 'excellent'],
    [79, 'Good', 'good'],
    [70, 'Good', 'good'],
    [60, 'Fair', 'fair'],
    [59, 'Needs Improvement', 'low'],
  ])('colours a fitness score of %i as %s and says so in words', async (score, label, tone) => {
    await renderLoaded(buildAnalysis({ results: { overallScore: score } }));
    const card = screen.getByRole('heading', { name: 'Fitness Score' }).closest('li')!;
    expect(within(card).getByText(label)).toHaveClass(`results-tone--${tone}`);
    expect(card.querySelector('.results-card__value .results-tone')).toHaveClass(`results-tone--${tone}`);
  });

  it('compares a fitness age above the actual age, and one year in the singular', async () => {
    await renderLoaded(buildAnalysis({ results: { fitnessAge: 31 }, age: 30 }));
    expect(screen.getByText('1 year older than your age (30)')).toBeInTheDocument();
  });

  it('links each section from the sticky navigation and moves focus to it', async () => {
    await renderLoaded();
    const nav = screen.getByRole('navigation', { name: 'Analysis sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '#overview'],
      ['Ask AI Expert', '#ask-expert'],
      ['Percentile Rankings', '#percentiles'],
      ['Key Insights', '#insights'],
      ['Workout Plan', '#workout-plan'],
      ['Diet Plan', '#diet-plan'],
    ]);

    await userEvent.click(within(nav).getByRole('link', { name: 'Key Insights' }));
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Key Insights' }));
  });

  it('shows the four percentile rankings as labelled meters with their band and description', async () => {
    await renderLoaded();
    const section = screen.getByRole('region', { name: 'Percentile Rankings' });
    const meters = within(section).getAllByRole('meter');
    expect(meters.map((meter) => meter.getAttribute('aria-label'))).toEqual([
      'Body Fat percentile',
      'Muscle Development percentile',
      'Posture percentile',
      'Overall Fitness percentile',
    ]);
    expect(meters.map((meter) => meter.getAttribute('aria-valuenow'))).toEqual(['79', '46', '50', '62']);
    expect(meters[1]).toHaveAttribute('aria-valuetext', '46th percentile, Average');
    expect(section).toHaveTextContent('Good · 79th percentile');
    expect(section).toHaveTextContent('Average · 50th percentile');
    expect(section).toHaveTextContent('Not measured: no usable side photo.');
  });

  it('shows no posture percentile for an analysis whose photos did not measure posture: no bar, no 50th', async () => {
    const noPhotos = buildAnalysis();
    noPhotos.analysisResults.provenance = {
      ...noPhotos.analysisResults.provenance,
      measured: { bodyFatFromPhotos: false, posture: false, symmetry: false, restingHeartRate: false },
    };
    await renderLoaded(noPhotos);
    const section = screen.getByRole('region', { name: 'Percentile Rankings' });
    expect(
      within(section)
        .getAllByRole('meter')
        .map((meter) => meter.getAttribute('aria-label')),
    ).toEqual(['Body Fat percentile', 'Muscle Development percentile', 'Overall Fitness percentile']);
    const posture = within(section).getByRole('heading', { level: 3, name: 'Posture' }).closest('li');
    expect(posture).toHaveTextContent(ANALYSIS_PAGE_TEXTS.notMeasured);
    expect(posture).toHaveTextContent(ANALYSIS_PAGE_TEXTS.postureNotMeasured);
    expect(posture).not.toHaveTextContent('50');
    expect(section).not.toHaveTextContent('50th percentile');
  });

  it(`shows only the first ${MAX_INSIGHTS_SHOWN} key insights`, async () => {
    await renderLoaded();
    const items = within(screen.getByRole('region', { name: 'Key Insights' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Insight one',
      'Insight two',
      'Insight three',
      'Insight four',
      'Insight five',
    ]);
    expect(screen.queryByText('Insight six')).not.toBeInTheDocument();
  });

  it('explains how the numbers were estimated in a panel that opens on request', async () => {
    await renderLoaded();
    const toggle = screen.getByRole('button', { name: 'How we estimated this' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Sources')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByText('Sources').closest('.results-estimation') as HTMLElement;
    expect(panel).toHaveTextContent('18.2%, with a 90% range of 15.1–21.4%');
    expect(panel).toHaveTextContent('Method: A model of your age, sex, height, weight and waist.');
    expect(panel).toHaveTextContent('Calibrated to whole-body DXA (NHANES 2017-2018).');
    expect(panel).toHaveTextContent('Waist86 cm (your tape measure)');
    expect(panel).toHaveTextContent('Hip99 cm (measured from your photos)');
    expect(panel).toHaveTextContent('27 years, with a 90% range of 20–41 years.');
    expect(panel).toHaveTextContent("The side photo doesn't show you from the side.");
    expect(panel).toHaveTextContent('Nes BM et al. Med Sci Sports Exerc 2011;43:2024-2030');
  });

  it('thanks the visitor after expert checkout, until the message is dismissed', async () => {
    await renderLoaded(buildAnalysis(), `/analysis/${USER_ID}?payment=success`);
    expect(screen.getByText('Payment received — your expert plan is on its way')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(screen.queryByText('Payment received — your expert plan is on its way')).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(`/analysis/${USER_ID}`);
    expect(screen.getByRole('status', { name: 'current location' })).not.toHaveTextContent('payment');
  });

  it('shows no payment message on a plain visit', async () => {
    await renderLoaded();
    expect(screen.queryByText('Payment received — your expert plan is on its way')).not.toBeInTheDocument();
  });
});
