import { Suspense, useState } from 'react';
import { Provider } from 'react-redux';
import { ROUTES } from '@fitness/contracts';
import { PageLoadingView, RemotePageRoutes } from '@fitness/ui';
import { AntdThemeProvider } from '@fitness/ui/antd';
import {
  AiPlanResultsPage,
  CheckoutPage,
  PlanComingSoonPage,
  QuestionnaireCompletePage,
  QuestionnairePage,
} from './pages/page-chunks';
import { createAppStore, type AppStore } from './store/store';
import './plans.css';

// One store per page load, kept when the shell remounts this remote (spec §9: data never goes stale).
let pageStore: AppStore | undefined;

/** This remote's pages, by the one route table (the shell sends /coming-soon here unless type=coaching). */
const PAGES = {
  [ROUTES.checkout]: CheckoutPage,
  [ROUTES.questionnaire]: QuestionnairePage,
  [ROUTES.questionnaireComplete]: QuestionnaireCompletePage,
  [ROUTES.aiPlanResults]: AiPlanResultsPage,
  [ROUTES.comingSoon]: PlanComingSoonPage,
};

// Each page is its own chunk (page-chunks.ts), loaded behind the shared loading view.
export function PlansRoutes() {
  return (
    <Suspense fallback={<PageLoadingView />}>
      <RemotePageRoutes remote="plans" pages={PAGES} />
    </Suspense>
  );
}

/** Exposed as `plans/App`: this remote's routes, no router (the host's is used), inside its own store. */
export default function PlansApp({ store }: { store?: AppStore }) {
  const [activeStore] = useState(() => store ?? (pageStore ??= createAppStore()));
  return (
    <Provider store={activeStore}>
      <AntdThemeProvider>
        <PlansRoutes />
      </AntdThemeProvider>
    </Provider>
  );
}
