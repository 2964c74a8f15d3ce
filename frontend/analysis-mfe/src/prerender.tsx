import { Provider } from 'react-redux';
import { ROUTES } from '@fitness/contracts';
import { prerenderRemoteRoutes, type PrerenderedAntdPage } from '@fitness/ui/antd-prerender';
import { FreeAnalysisPage } from './pages/free-analysis/free-analysis-page';
import { createAppStore } from './store/store';
import './analysis.css';

/**
 * This remote's pages that look the same for every visitor, rendered at build time into prerendered-routes.json
 * (frontend/webpack.common.js). The server puts one into the shell's page for its route, so its text paints before
 * any script runs; the shell shows it, inert, until this remote renders the live page over it (remote-mount.tsx).
 * The free analysis is the site's main entrance: its first step is the same for everyone.
 */
export function renderPrerenderedRoutes(): Record<string, PrerenderedAntdPage> {
  return prerenderRemoteRoutes([{ location: ROUTES.freeAnalysis, Page: FreeAnalysisPage }], (page) => (
    <Provider store={createAppStore()}>{page}</Provider>
  ));
}
