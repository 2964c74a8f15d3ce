import { useState } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router-dom';
import { ROUTES } from '@fitness/contracts';
import { NotFoundView } from '@fitness/ui';
import { AntdThemeProvider } from '@fitness/ui/antd';
import { AnalysisResultsPage, FreeAnalysisPage, WeeklyPlanPage } from './pages/page-chunks';
import { createAppStore, type AppStore } from './store/store';
import './analysis.css';

// One store per page load, kept when the shell unmounts and remounts this remote, so cached data survives
// navigating away and back (spec §9: data never goes stale).
let pageStore: AppStore | undefined;

export function AnalysisRoutes() {
  return (
    <Routes>
      <Route path={ROUTES.freeAnalysis} element={<FreeAnalysisPage />} />
      <Route path={ROUTES.analysis(':userId')} element={<AnalysisResultsPage />} />
      <Route path={ROUTES.weeklyPlan} element={<WeeklyPlanPage />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
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
