import { useState } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router-dom';
import { ROUTES } from '@fitness/contracts';
import { NotFoundView } from '@fitness/ui';
import { AntdThemeProvider } from '@fitness/ui/antd';
import { CoachingComingSoonPage } from './pages/coaching-coming-soon-page';
import { CoachingPage } from './pages/coaching-page';
import { createAppStore, type AppStore } from './store/store';
import './coaching.css';

// One store per page load, kept when the shell remounts this remote (spec §9: data never goes stale).
let pageStore: AppStore | undefined;

export function CoachingRoutes() {
  return (
    <Routes>
      <Route path={ROUTES.coaching} element={<CoachingPage />} />
      {/* The shell sends /coming-soon here only for type=coaching. */}
      <Route path={ROUTES.comingSoon} element={<CoachingComingSoonPage />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

/** Exposed as `coaching/App`: this remote's routes, no router (the host's is used), inside its own store. */
export default function CoachingApp({ store }: { store?: AppStore }) {
  const [activeStore] = useState(() => store ?? (pageStore ??= createAppStore()));
  return (
    <Provider store={activeStore}>
      <AntdThemeProvider>
        <CoachingRoutes />
      </AntdThemeProvider>
    </Provider>
  );
}
