import { useState } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router-dom';
import { ROUTES } from '@fitness/contracts';
import { NotFoundView } from '@fitness/ui';
import { AntdThemeProvider } from '@fitness/ui/antd';
import { AiPlanResultsPage } from './pages/ai-plan-results-page';
import { CheckoutPage } from './pages/checkout-page';
import { PlanComingSoonPage } from './pages/plan-coming-soon-page';
import { QuestionnaireCompletePage } from './pages/questionnaire-complete-page';
import { QuestionnairePage } from './pages/questionnaire-page';
import { createAppStore, type AppStore } from './store/store';
import './plans.css';

// One store per page load, kept when the shell remounts this remote (spec §9: data never goes stale).
let pageStore: AppStore | undefined;

export function PlansRoutes() {
  return (
    <Routes>
      <Route path={ROUTES.checkout} element={<CheckoutPage />} />
      <Route path={ROUTES.questionnaire} element={<QuestionnairePage />} />
      <Route path={ROUTES.questionnaireComplete} element={<QuestionnaireCompletePage />} />
      <Route path={ROUTES.aiPlanResults} element={<AiPlanResultsPage />} />
      <Route path={ROUTES.comingSoon} element={<PlanComingSoonPage />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
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
