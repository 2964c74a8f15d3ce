import { Provider } from 'react-redux';
import { ROUTES } from '@fitness/contracts';
import { prerenderRemoteRoutes, type PrerenderedAntdPage } from '@fitness/ui/antd-prerender';
import { CoachingComingSoonPage } from './pages/coaching-coming-soon-page';
import { CoachingPage } from './pages/coaching-page';
import { createAppStore } from './store/store';
import './coaching.css';

/**
 * This remote's pages whose first paint is the same for every visitor, rendered at build time into
 * prerendered-routes.json (frontend/webpack.common.js), as the analysis remote's free analysis is: the server puts
 * one into the shell's page for its route, so its heading and text paint before any script runs. The coaching page
 * paints its trainer list loading (the live page fetches it); the coming-soon page is the variant its `type` query
 * picks (prerenderedRouteKey).
 */
export function renderPrerenderedRoutes(): Record<string, PrerenderedAntdPage> {
  return prerenderRemoteRoutes(
    [
      { location: ROUTES.coaching, Page: CoachingPage },
      { location: `${ROUTES.comingSoon}?type=coaching`, Page: CoachingComingSoonPage },
    ],
    (page) => <Provider store={createAppStore()}>{page}</Provider>,
  );
}
