import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { prerenderedRouteKey, ROUTES } from '@fitness/contracts';
import { prerenderRemoteRoute, type PrerenderedAntdPage } from '@fitness/ui/antd-prerender';
import { CoachingComingSoonPage } from './pages/coaching-coming-soon-page';
import { CoachingPage } from './pages/coaching-page';
import { createAppStore } from './store/store';
import './coaching.css';

const prerender = (location: string, Page: ComponentType) =>
  prerenderRemoteRoute(location, () => (
    <Provider store={createAppStore()}>
      <Page />
    </Provider>
  ));

/**
 * This remote's pages whose first paint is the same for every visitor, rendered at build time into
 * prerendered-routes.json (frontend/webpack.common.js), as the analysis remote's free analysis is: the server puts
 * one into the shell's page for its route, so its heading and text paint before any script runs. The coaching page
 * paints its trainer list loading (the live page fetches it); the coming-soon page is keyed with the query that
 * picks this remote (prerenderedRouteKey).
 */
export function renderPrerenderedRoutes(): Record<string, PrerenderedAntdPage> {
  const comingSoon = new URLSearchParams({ type: 'coaching' });
  return {
    [prerenderedRouteKey(ROUTES.coaching)]: prerender(ROUTES.coaching, CoachingPage),
    [prerenderedRouteKey(ROUTES.comingSoon, comingSoon)]: prerender(
      `${ROUTES.comingSoon}?${comingSoon.toString()}`,
      CoachingComingSoonPage,
    ),
  };
}
