import { Provider } from 'react-redux';
import { ROUTES } from '@fitness/contracts';
import { prerenderRemoteRoutes, type PrerenderedAntdPage } from '@fitness/ui/antd-prerender';
import { AnalysisLoading } from './pages/analysis-results/analysis-states';
import { FreeAnalysisPage } from './pages/free-analysis/free-analysis-page';
import { WeeklyPlanFirstView } from './pages/weekly-plan/no-plan-found';
import { createAppStore } from './store/store';
import './analysis.css';

/**
 * This remote's pages as every visit first paints them, rendered at build time into prerendered-routes.json
 * (frontend/webpack.common.js). The server puts one into the shell's page for its route, so its text paints before
 * any script runs; the shell shows it, inert, until this remote renders the live page over it (remote-mount.tsx).
 * - The free analysis, the site's main entrance: its first step is the same for everyone.
 * - The results page: its loading view, the same for any person's results (prerenderedRouteKey keys them all as
 *   /analysis/:userId), while the live page fetches them.
 * - The weekly plan: "No Plan Found", which a tab with no saved plan shows; in a tab that saved one, it is hidden
 *   before it can paint (WeeklyPlanFirstView), and the live page paints the plan.
 */
export function renderPrerenderedRoutes(): Record<string, PrerenderedAntdPage> {
  return prerenderRemoteRoutes(
    [
      { location: ROUTES.freeAnalysis, Page: FreeAnalysisPage },
      { location: ROUTES.analysis(':userId'), Page: AnalysisLoading },
      { location: ROUTES.weeklyPlan, Page: WeeklyPlanFirstView },
    ],
    (page) => <Provider store={createAppStore()}>{page}</Provider>,
  );
}
