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

/** A remote's prerendered-routes.json: per route path, the page's markup and the CSS it needs. */
export type PrerenderedRoutes = Record<string, { html: string; css: string }>;
