import { Provider } from 'react-redux';
import { ROUTES } from '@fitness/contracts';
import { prerenderRemoteRoutes, type PrerenderedAntdPage } from '@fitness/ui/antd-prerender';
import { AiPlanProgress } from './pages/ai-plan-results-page';
import { CheckoutPage } from './pages/checkout-page';
import { PlanComingSoonPage } from './pages/plan-coming-soon-page';
import { QuestionnaireCompletePage } from './pages/questionnaire-complete-page';
import { QuestionnairePage } from './pages/questionnaire-page';
import { createAppStore } from './store/store';
import './plans.css';

/**
 * This remote's pages as every visit first paints them, rendered at build time into prerendered-routes.json
 * (frontend/webpack.common.js), as the analysis remote's free analysis is: the server puts one into the shell's page
 * for its route, so its heading and text paint before any script runs, inert until the live page replaces it.
 * - The thank-you page and /coming-soon, without a type or with type=plan (prerenderedRouteKey keeps the query that
 *   picks the page).
 * - The questionnaire's first step, per plan type (its badge names the plan); any analysis's is the same.
 * - The checkout and the AI plan as they open, while the live page prepares the payment or fetches the plan: the
 *   spinner, and the plan's title with its loading view.
 */
export function renderPrerenderedRoutes(): Record<string, PrerenderedAntdPage> {
  // The questionnaire for the AI plan is bought for an analysis, and without one sends the visitor home.
  const anyAnalysis = 'analysisId=prerendered';
  return prerenderRemoteRoutes(
    [
      { location: ROUTES.questionnaireComplete, Page: QuestionnaireCompletePage },
      { location: ROUTES.comingSoon, Page: PlanComingSoonPage },
      { location: `${ROUTES.comingSoon}?type=plan`, Page: PlanComingSoonPage },
      { location: ROUTES.questionnaire, Page: QuestionnairePage },
      { location: `${ROUTES.questionnaire}?planType=expert`, Page: QuestionnairePage },
      { location: `${ROUTES.questionnaire}?planType=ai&${anyAnalysis}`, Page: QuestionnairePage },
      { location: ROUTES.checkout, Page: CheckoutPage },
      { location: ROUTES.aiPlanResults, Page: AiPlanProgress },
    ],
    (page) => <Provider store={createAppStore()}>{page}</Provider>,
  );
}
