import { Provider } from 'react-redux';
import { ROUTES } from '@fitness/contracts';
import { prerenderRemoteRoutes, type PrerenderedAntdPage } from '@fitness/ui/antd-prerender';
import { PlanComingSoonPage } from './pages/plan-coming-soon-page';
import { QuestionnaireCompletePage } from './pages/questionnaire-complete-page';
import { createAppStore } from './store/store';
import './plans.css';

/**
 * This remote's pages whose first paint is the same for every visitor, rendered at build time into
 * prerendered-routes.json (frontend/webpack.common.js), as the analysis remote's free analysis is: the server puts
 * one into the shell's page for its route, so its heading and text paint before any script runs. The pages that
 * show a person's analysis, plan or payment are rendered in the browser. /coming-soon is this remote's without a
 * type or with type=plan (prerenderedRouteKey keeps the query that picks the page).
 */
export function renderPrerenderedRoutes(): Record<string, PrerenderedAntdPage> {
  return prerenderRemoteRoutes(
    [
      { location: ROUTES.questionnaireComplete, Page: QuestionnaireCompletePage },
      { location: ROUTES.comingSoon, Page: PlanComingSoonPage },
      { location: `${ROUTES.comingSoon}?type=plan`, Page: PlanComingSoonPage },
    ],
    (page) => <Provider store={createAppStore()}>{page}</Provider>,
  );
}
