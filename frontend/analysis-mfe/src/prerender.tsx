import { Provider } from 'react-redux';
import { ROUTES } from '@fitness/contracts';
import { prerenderRemoteRoutes, type PrerenderedAntdPage } from '@fitness/ui/antd-prerender';
import { AnalysisLoading } from './pages/analysis-results/analysis-states';
import { FreeAnalysisPage } from './pages/free-analysis/free-analysis-page';
import { createAppStore } from './store/store';
import './analysis.css';

/**
 * This remote's pages as every visit first paints them, rendered at build time into prerendered-routes.json
 * (frontend/webpack.common.js). The server puts one into the shell's page for its route, so its text paints before
 * any script runs; the shell shows it, inert, until this remote renders the live page over it (remote-mount.tsx).
 * - The free analysis, the site's main entrance: its first step is the same for everyone.
 * - The results page: its loading view, the same for any person's results (prerenderedRouteKey keys them all as
 *   /analysis/:userId), while the live page fetches them.
 * The weekly plan is not: it paints the plan the browser kept, or none, which only the browser knows.
 */
export function renderPrerenderedRoutes(): Record<string, PrerenderedAntdPage> {
  return prerenderRemoteRoutes(
    [
      { location: ROUTES.freeAnalysis, Page: FreeAnalysisPage },
      { location: ROUTES.analysis(':userId'), Page: AnalysisLoading },
    ],
    (page) => <Provider store={createAppStore()}>{page}</Provider>,
  );
}
