import { type QueryParameters, remotePagePattern, ROUTES } from './ui-constants';

/**
 * Pages rendered at build time (frontend/webpack.common.js) and served by the API (frontend-hosting.ts). A remote's
 * prerendered route is put together per request: the shell's page for remote routes, with the remote's markup in
 * place of PRERENDERED_REMOTE_SLOT and its styles in <head>. Each is built with its own app, so the two can be
 * deployed apart.
 */
export const PRERENDERED_FILES = {
  /** The shell's landing page ("/"), complete. */
  landing: 'landing.html',
  /** The shell's page for any remote route: header and main, with PRERENDERED_REMOTE_SLOT inside main. */
  remoteRoute: 'remote-route.html',
  /** In each remote's build: its prerendered routes, `{ [path]: { html, css } }` (PrerenderedRoutes). */
  remoteRoutes: 'prerendered-routes.json',
} as const;

/** Stands in the shell's remote-route.html for the remote's markup. */
export const PRERENDERED_REMOTE_SLOT = '@@fitness-prerendered-remote@@';

/**
 * Marks the <style> that carries a prerendered route's CSS in <head>. It stays for the visit: it ends with the list of
 * antd component styles it holds, which the remotes' antd reads so as not to generate and inject them again.
 */
export const PRERENDERED_ROUTE_STYLE_ATTRIBUTE = 'data-prerendered-route';

/**
 * A remote's prerendered-routes.json: per route (its prerenderedRouteKey), the page's markup and the CSS it needs.
 */
export type PrerenderedRoutes = Record<string, { html: string; css: string }>;

/**
 * The query parameters that change what a page paints, per route. /coming-soon's `type` picks the remote (plan or
 * coaching) and `submitted` its thank-you variant; /questionnaire's `planType` names the plan in its badge, and an
 * intake (`intake`, or the `paymentIntentId` of a checkout) shows another questionnaire; the results page opening an
 * emailed link (`access`) says so instead of loading. A location with a value no remote prerendered (an intake, an
 * access link) gets no prerendered page: the browser renders it. Any other parameter (an analysisId, a campaign's
 * utm_source) only changes what the live page does, never its first paint, so a request that carries one still gets
 * the prerendered page, which stays inert until the live page replaces it.
 */
const PAINTED_QUERY_PARAMETERS: Readonly<Record<string, readonly string[]>> = {
  [ROUTES.comingSoon]: ['type', 'submitted'],
  [ROUTES.questionnaire]: ['planType', 'intake', 'paymentIntentId'],
  [ROUTES.analysis(':userId')]: ['access'],
};

/**
 * Which prerendered page a location shows: its route-table path (`/analysis/:userId` for any person's results: a page
 * whose first paint is its loading view is the same for all), with the query parameters that change its paint, in a
 * fixed order (`/coming-soon?type=coaching`). The same for the server choosing the page, the shell showing it until
 * the remote has loaded, and the remote naming the routes it prerenders.
 */
export function prerenderedRouteKey(pathname: string, query?: QueryParameters): string {
  const route = remotePagePattern(pathname) ?? pathname;
  const painted: string[] = [];
  for (const name of PAINTED_QUERY_PARAMETERS[route] ?? []) {
    const value = query?.get(name);
    if (value !== null && value !== undefined) painted.push(`${name}=${encodeURIComponent(value)}`);
  }
  return painted.length === 0 ? route : `${route}?${painted.join('&')}`;
}
