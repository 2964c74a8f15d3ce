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
  it('renders step 1 of the free analysis', () => {
    renderRemote('/free-analysis');
    expect(screen.getByRole('heading', { level: 1, name: 'Upload Your Photos' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('33%')).toBeInTheDocument();
    expect(screen.getByText('Stand straight, arms at sides')).toBeInTheDocument();
    expect(screen.getByText('Turn 90° to the side')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Add Photo/ })).toHaveLength(2);
  });

  it('renders the results frame with its in-page navigation', () => {
    renderRemote('/analysis/0b7c2a');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Fitness Analysis' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Analysis sections' });
    expect(nav).toHaveTextContent('OverviewAsk AI ExpertPercentile RankingsKey InsightsWorkout PlanDiet Plan');
    expect(screen.getByRole('link', { name: 'Key Insights' })).toHaveAttribute('href', '#insights');
  });

  it('says no plan was found when session storage holds none, and Back to Analysis leaves the page', async () => {
    renderRemote('/weekly-plan');
    expect(screen.getByRole('heading', { name: 'No Plan Found' })).toBeInTheDocument();
    expect(screen.getByText('Please generate a plan first.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Analysis' }));
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/$/);
  });

  it('shows a saved workout plan as text, linking back to its analysis', () => {
    const saved: SavedWeeklyPlan = { type: 'workout', plan: '<h2>Day 1</h2><p>Squats 3x8</p>', userId: 'u-42' };
    window.sessionStorage.setItem(WEEKLY_PLAN_STORAGE_KEY, JSON.stringify(saved));
    renderRemote('/weekly-plan');
    expect(screen.getByRole('heading', { name: 'Your Personalized Workout Plan' })).toBeInTheDocument();
    expect(screen.getByText(/Day 1\s*Squats 3x8/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Analysis' })).toHaveAttribute('href', '/analysis/u-42');
  });

  it('treats a malformed saved plan as no plan', () => {
    window.sessionStorage.setItem(WEEKLY_PLAN_STORAGE_KEY, '{"type":"yoga","plan":1}');
    renderRemote('/weekly-plan');
    expect(screen.getByRole('heading', { name: 'No Plan Found' })).toBeInTheDocument();
  });

  it('shows the 404 for a path it does not own', () => {
    renderRemote('/checkout-nope');
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });
});
