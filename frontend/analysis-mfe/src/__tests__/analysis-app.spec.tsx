import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { WEEKLY_PLAN_STORAGE_KEY, type SavedWeeklyPlan } from '@fitness/contracts';
import { ThemeProvider } from '@fitness/ui';
import AnalysisApp from '../remote-app';
import { createAppStore } from '../store/store';

function CurrentPath() {
  const { pathname } = useLocation();
  return <output aria-label="current path">{pathname}</output>;
}

// As the shell mounts it: under a splat route, inside the host's router and theme, with a fresh store.
function renderRemote(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider>
        <Routes>
          <Route path="*" element={<AnalysisApp store={createAppStore()} />} />
        </Routes>
        <CurrentPath />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => window.sessionStorage.clear());

describe('analysis remote', () => {
  it('renders step 1 of the free analysis', async () => {
    renderRemote('/free-analysis');
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload Your Photos' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('33%')).toBeInTheDocument();
    expect(screen.getByText('Stand straight, arms at sides')).toBeInTheDocument();
    expect(screen.getByText('Turn 90° to the side')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Add Photo/ })).toHaveLength(2);
  });

  // The results and weekly-plan pages are tested in depth in src/pages/analysis-results and src/pages/weekly-plan.
  it('routes /analysis/:userId to the results page (a malformed id is not found)', async () => {
    renderRemote('/analysis/0b7c2a');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analysis Not Found' })).toBeInTheDocument();
  });

  it('says no plan was found when session storage holds none, and Back to Analysis starts a new analysis', async () => {
    renderRemote('/weekly-plan');
    expect(await screen.findByRole('heading', { name: 'No Plan Found' })).toBeInTheDocument();
    expect(screen.getByText('Please generate a plan first.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Analysis' }));
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/free-analysis$/);
  });

  it('shows a saved workout plan, linking back to its analysis', async () => {
    const saved: SavedWeeklyPlan = { type: 'workout', plan: '<h2>Day 1</h2><p>Squats 3x8</p>', userId: 'u-42' };
    window.sessionStorage.setItem(WEEKLY_PLAN_STORAGE_KEY, JSON.stringify(saved));
    renderRemote('/weekly-plan');
    expect(await screen.findByRole('heading', { name: 'Your Personalized Workout Plan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Day 1' })).toBeInTheDocument();
    expect(screen.getByText('Squats 3x8')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Back to Analysis/ })[0]).toHaveAttribute('href', '/analysis/u-42');
  });

  it('treats a malformed saved plan as no plan', async () => {
    window.sessionStorage.setItem(WEEKLY_PLAN_STORAGE_KEY, '{"type":"yoga","plan":1}');
    renderRemote('/weekly-plan');
    expect(await screen.findByRole('heading', { name: 'No Plan Found' })).toBeInTheDocument();
  });

  it('shows the 404 for a path it does not own', () => {
    renderRemote('/checkout-nope');
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });
});
