import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ANALYSIS_PAGE_TEXTS, ROUTES } from '@fitness/contracts';
import { ThemeProvider, ToastProvider } from '@fitness/ui';
import { AntdThemeProvider } from '@fitness/ui/antd';
import { fakeApi, type FakeApi, json } from '@fitness/api-client/testing';
import { createAppStore } from '../../../store/store';
import { FreeAnalysisPage } from '../../free-analysis/free-analysis-page';
import { computeStylesFromInlineOnly } from '../../free-analysis/__tests__/render-page';
import { AnalysisResultsPage } from '../analysis-results-page';
import { buildAnalysis, USER_ID } from './harness';

// "Analyse again" (issue 39): from the results page to a new analysis of the same person, through the free analysis.
// Whole-page flows through antd forms take a few seconds each in jsdom on a shared machine.
jest.setTimeout(40_000);

beforeEach(() => computeStylesFromInlineOnly());

const LAST_STATS = {
  age: 41,
  gender: 'female',
  height: '168',
  weight: '81.7',
  goal: 'lose_fat',
  activityLevel: 'lightly_active',
  waistCm: 90,
  bfPercent: 31,
  athleteLevel: 'intermediate',
} as const;

/** The results page and the free analysis under their routes, as the shell mounts them, with a fresh store. */
function renderResultsAndFreeAnalysis(entry: string | { pathname: string; state: unknown }) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <ThemeProvider>
        <ToastProvider>
          <Provider store={createAppStore()}>
            <AntdThemeProvider>
              <Routes>
                <Route path={ROUTES.analysis(':userId')} element={<AnalysisResultsPage />} />
                <Route path={ROUTES.freeAnalysis} element={<FreeAnalysisPage />} />
              </Routes>
            </AntdThemeProvider>
          </Provider>
        </ToastProvider>
      </ThemeProvider>
    </MemoryRouter>,
  );
}

function apiWithLastAnalysis() {
  const analysis = buildAnalysis({ age: 41 });
  analysis.userStats = { ...LAST_STATS };
  return fakeApi({
    [`GET /api/analysis/${USER_ID}`]: () => json(analysis),
    [`GET /api/users/${USER_ID}/analyses`]: () => json({ entries: [] }),
    'POST /api/users': () => json({ id: 'someone-else' }, 201),
    'POST /api/analysis': () => json({ ...analysis, id: 'new-analysis' }, 201),
  });
}

const requestsTo = (api: FakeApi, method: string, url: string) =>
  api.calls.filter((call) => call.url === url && call.method === method);

/** The text a select shows for its chosen option. */
const shownValue = (label: string) => screen.getByRole('combobox', { name: label }).closest('.ant-select')!.textContent;

async function skipPhotosAndContinue(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Continue without photos/ }));
  await screen.findByRole('heading', { name: 'Tell Us About Yourself' });
}

describe('Analyse again', () => {
  it('opens the free analysis with the last stats filled in, and adds the analysis to the same user without POST /api/users', async () => {
    const api = apiWithLastAnalysis();
    const user = userEvent.setup();
    renderResultsAndFreeAnalysis(`/analysis/${USER_ID}`);
    await screen.findByText(ANALYSIS_PAGE_TEXTS.completeBadge);

    await user.click(screen.getByRole('link', { name: 'Analyse again' }));
    await skipPhotosAndContinue(user);

    // The last answers, as the form shows them (whole kg: the form's weights are whole kilograms).
    expect(shownValue('Age')).toBe('41');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(shownValue('Height')).toBe('168 cm');
    expect(shownValue('Weight')).toBe('82 kg');
    expect(shownValue('Goal')).toBe('Lose fat');
    expect(shownValue('Activity level')).toBe('Lightly active');
    expect(shownValue('Estimated body fat')).toBe('31%');
    expect(shownValue('Fitness level')).toBe('Intermediate');
    expect(screen.getByRole('spinbutton', { name: 'Waist (cm)' })).toHaveValue('90.0');

    await user.click(screen.getByRole('button', { name: 'Continue to Email' }));
    await screen.findByRole('heading', { name: 'Get Your Analysis!' });
    // The person is set: no email to type, only a way to change it.
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveValue('The same email as your last analysis');
    expect(screen.getByRole('button', { name: 'Use a different email' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Get My Analysis' }));

    await waitFor(() => expect(requestsTo(api, 'POST', '/api/analysis')).toHaveLength(1));
    expect(requestsTo(api, 'POST', '/api/analysis')[0]!.body).toEqual({
      userId: USER_ID,
      userStats: {
        age: 41,
        gender: 'female',
        height: '168',
        weight: '82',
        goal: 'lose_fat',
        activityLevel: 'lightly_active',
        waistCm: 90,
        bfPercent: 31,
        athleteLevel: 'intermediate',
      },
    });
    expect(requestsTo(api, 'POST', '/api/users')).toHaveLength(0);
  });

  it('shows the email when the free analysis handed it to the results page, and a different one goes through POST /api/users', async () => {
    const api = apiWithLastAnalysis();
    const user = userEvent.setup();
    renderResultsAndFreeAnalysis({ pathname: `/analysis/${USER_ID}`, state: { email: 'sam@example.com' } });
    await screen.findByText(ANALYSIS_PAGE_TEXTS.completeBadge);

    await user.click(screen.getByRole('link', { name: 'Analyse again' }));
    await skipPhotosAndContinue(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Email' }));
    const step = await screen.findByRole('region', { name: 'Get Your Analysis!' });
    await waitFor(() =>
      expect(within(step).getByRole('textbox', { name: 'Email address' })).toHaveValue('sam@example.com'),
    );

    await user.click(within(step).getByRole('button', { name: 'Use a different email' }));
    const field = within(step).getByRole('textbox', { name: 'Email address' });
    expect(field).not.toHaveAttribute('readonly');
    expect(field).toHaveValue('');
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'alex@example.com');
    await user.click(within(step).getByRole('button', { name: 'Get My Analysis' }));

    await waitFor(() => expect(requestsTo(api, 'POST', '/api/analysis')).toHaveLength(1));
    expect(requestsTo(api, 'POST', '/api/users')[0]!.body).toEqual({ email: 'alex@example.com' });
    expect(requestsTo(api, 'POST', '/api/analysis')[0]!.body).toMatchObject({ userId: 'someone-else' });
  });
});
