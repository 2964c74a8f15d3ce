import { lazy } from 'react';

// Each page of this remote is its own chunk, as in the analysis remote: a visitor who opens the checkout downloads,
// parses and runs the checkout's code (the card form, antd's inputs), not the questionnaire's wizard or the AI plan's
// sections and PDF download as well. The remote's Suspense boundary (remote-app.tsx) shows the shared loading view,
// the same as the shell's while the remote itself loads, so one replacing the other moves nothing; router
// navigations are transitions, so moving between this remote's pages keeps the page being left up until the next
// one's chunk is in.

export const CheckoutPage = lazy(() =>
  import(/* webpackChunkName: "page-checkout" */ './checkout-page').then((module) => ({
    default: module.CheckoutPage,
  })),
);
export const QuestionnairePage = lazy(() =>
  import(/* webpackChunkName: "page-questionnaire" */ './questionnaire-page').then((module) => ({
    default: module.QuestionnairePage,
  })),
);
export const QuestionnaireCompletePage = lazy(() =>
  import(/* webpackChunkName: "page-questionnaire-complete" */ './questionnaire-complete-page').then((module) => ({
    default: module.QuestionnaireCompletePage,
  })),
);
export const AiPlanResultsPage = lazy(() =>
  import(/* webpackChunkName: "page-ai-plan-results" */ './ai-plan-results-page').then((module) => ({
    default: module.AiPlanResultsPage,
  })),
);
export const PlanComingSoonPage = lazy(() =>
  import(/* webpackChunkName: "page-coming-soon" */ './plan-coming-soon-page').then((module) => ({
    default: module.PlanComingSoonPage,
  })),
);
