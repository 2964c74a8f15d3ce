import { useState } from 'react';
import { Provider } from 'react-redux';
import { ROUTES } from '@fitness/contracts';
import { RemotePageRoutes } from '@fitness/ui';
import { AntdThemeProvider } from '@fitness/ui/antd';
import { AnalysisResultsPage, FreeAnalysisPage, WeeklyPlanPage } from './pages/page-chunks';
import { createAppStore, type AppStore } from './store/store';
import './analysis.css';

// One store per page load, kept when the shell unmounts and remounts this remote, so cached data survives
// navigating away and back (spec §9: data never goes stale).
let pageStore: AppStore | undefined;

/** This remote's pages, by the one route table; each its own chunk (page-chunks.ts). */
const PAGES = {
  [ROUTES.freeAnalysis]: FreeAnalysisPage,
  [ROUTES.analysis(':userId')]: AnalysisResultsPage,
  [ROUTES.weeklyPlan]: WeeklyPlanPage,
};

export function AnalysisRoutes() {
  return <RemotePageRoutes remote="analysis" pages={PAGES} />;
}

/** Exposed as `analysis/App`: this remote's routes, no router (the host's is used), inside its own store. */
export default function AnalysisApp({ store }: { store?: AppStore }) {
  const [activeStore] = useState(() => store ?? (pageStore ??= createAppStore()));
  return (
    <Provider store={activeStore}>
      <AntdThemeProvider>
        <AnalysisRoutes />
      </AntdThemeProvider>
    </Provider>
  );
}
