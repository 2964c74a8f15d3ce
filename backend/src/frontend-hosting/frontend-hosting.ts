import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { Logger, type INestApplication } from '@nestjs/common';
import { PRERENDERED_FILES, prerenderedRouteKey, REMOTES_MANIFEST_PATH } from '@fitness/contracts';
import type { AppConfig } from '../config/app-config';
import { PrerenderedRemoteRoutes } from './prerendered-remote-routes';
import { BuiltFiles } from './built-files';
import {
  type LocalRemote,
  manifestsLinkHeader,
  NO_PRELOADS,
  type PagePreloads,
  RemotePreloads,
  withRemotePreloads,
} from './remote-preloads';

/** Each micro-frontend's build folder (under FRONTEND_DIST_DIR) and the path it is served at. */
export const REMOTE_MOUNTS = [
  { remote: 'analysis', folder: 'analysis-mfe', mountPath: '/mf/analysis' },
  { remote: 'plans', folder: 'plans-mfe', mountPath: '/mf/plans' },
  { remote: 'coaching', folder: 'coaching-mfe', mountPath: '/mf/coaching' },
] as const;

export type RemoteName = (typeof REMOTE_MOUNTS)[number]['remote'];

export function remotesManifest(config: AppConfig): Record<RemoteName, string> {
  return { analysis: config.ANALYSIS_MFE_URL, plans: config.PLANS_MFE_URL, coaching: config.COACHING_MFE_URL };
}

// Content-hashed file names never change content: cache them for a year; everything else (index.html,
// remoteEntry.js, mf-manifest.json) must be revalidated so a deploy is picked up at once. The precompressed copy
// (x.js.br, x.js.gz) is the file actually sent when the browser accepts it.
const HASHED_FILE = /[.-][0-9a-f]{8,}\.(js|css|wasm|png|jpe?g|svg|webp|woff2?)(\.br|\.gz)?$/i;

// Production builds keep their source maps beside the bundles for error reports ('hidden-source-map': no bundle
// points at them); they hold the whole front-end source, so they are never served.
const SOURCE_MAP = /\.map$/i;

/**
 * Static files of a build folder, minus its source maps (a request for one falls through to the 404). The build
 * writes brotli and gzip copies beside each text asset (frontend/webpack.common.js); the copy the browser accepts
 * is sent, with `Vary: Accept-Encoding`. Nothing is compressed per request. The folder is listed once, at start:
 * a file built later is still served, uncompressed, until the next start.
 */
function serveBuild(folder: string): express.RequestHandler {
  const serve = expressStaticGzip(folder, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: staticOptions(),
  });
  return (request, response, next) => (SOURCE_MAP.test(request.path) ? next() : serve(request, response, next));
}

function staticOptions(): expressStaticGzip.ExpressStaticGzipOptions['serveStatic'] {
  return {
    index: false,
    fallthrough: true,
    setHeaders: (response, filePath) => {
      response.setHeader(
        'Cache-Control',
        HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  };
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fitness - frontend not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The frontend is not built yet</h1>
<p>The API is running. To serve the web app on this port, build it from the repository root:</p>
<pre>npm run build</pre>
<p>then restart the server. API documentation: <a href="/api/docs">/api/docs</a>.</p>
</body></html>`;

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

function wantsHtmlPage(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.path;
  if (isApiPath(pathname) || pathname === '/mf' || pathname.startsWith('/mf/')) return false;
  // A page route (no file extension, e.g. `/` or `/analysis/123`) gets the shell whatever the client accepts;
  // a missing asset such as `/old-chunk.js` stays a 404 unless a browser navigates to it.
  return !path.extname(pathname) || (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built shell at `/` (SPA fallback to index.html for page navigations), each remote under `/mf/<name>/`
 * (a missing file there is a 404, never index.html) and `/remotes.json` for the shell's runtime remote registration.
 * Plain Express middleware, so none of it appears in the OpenAPI document.
 */
export function mountFrontends(app: INestApplication, config: AppConfig): void {
  const root = config.FRONTEND_DIST_DIR;
  app.use(REMOTES_MANIFEST_PATH, (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.json(remotesManifest(config));
  });
  for (const mount of REMOTE_MOUNTS) {
    app.use(mount.mountPath, serveBuild(path.join(root, mount.folder, 'dist')));
  }
  const shellDist = path.join(root, 'shell', 'dist');
  const shellIndex = path.join(shellDist, 'index.html');
  const prerenderedLanding = path.join(shellDist, PRERENDERED_FILES.landing);
  // Only the remotes this server serves: one deployed elsewhere (its manifest URL set to another origin) may be
  // another build than the copy here, and its page would change under the visitor when its code ran.
  const manifest = remotesManifest(config);
  const localRemotes: LocalRemote[] = REMOTE_MOUNTS.filter((mount) =>
    manifest[mount.remote].startsWith(`${mount.mountPath}/`),
  ).map((mount) => ({ remote: mount.remote, mountPath: mount.mountPath, dist: path.join(root, mount.folder, 'dist') }));
  const prerenderedRemoteRoutes = new PrerenderedRemoteRoutes(
    shellDist,
    localRemotes.map((remote) => remote.dist),
  );
  const servePrerenderedRoute = servePrerenderedRemoteRoute(prerenderedRemoteRoutes);
  app.use(listRemotePreloads(new RemotePreloads(localRemotes, shellDist)));
  // index.html, read once per build, for the remote pages that are not prerendered (their preloads go in it).
  const shellFrames = new BuiltFiles();
  // API calls skip the shell's folder: looking each one up on disk first cost every API request a stat call.
  const serveShell = serveBuild(shellDist);
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (isApiPath(request.path)) return next();
    if (wantsHtmlPage(request)) {
      // "/" gets the landing page prerendered at build time (frontend/shell/src/prerender.tsx): its text and styles
      // paint before any script runs. Sent like any built file, so its precompressed copy is used.
      if (request.path === '/' && existsSync(prerenderedLanding)) request.url = `/${PRERENDERED_FILES.landing}`;
      // A page route (no file extension) a remote prerenders; anything else goes on to the built files.
      else if (!path.extname(request.path)) {
        return servePrerenderedRoute(request, response, () => serveShell(request, response, next));
      }
    }
    return serveShell(request, response, next);
  });
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (!wantsHtmlPage(request)) return next();
    response.setHeader('Cache-Control', 'no-cache');
    // Checked per request so a build made while the server runs is picked up.
    if (!existsSync(shellIndex)) {
      response.type('html').send(NOT_BUILT_PAGE);
      return;
    }
    const preloads = remotePreloadsOf(response);
    if (preloads.scripts.length === 0) {
      response.sendFile(shellIndex);
      return;
    }
    shellFrames
      .read(shellIndex, (html) => html)
      .then((frame) => {
        if (!frame) return next();
        response.type('html').send(withRemotePreloads(frame.value, preloads));
      })
      .catch(next);
  });
}

function queryOf(request: Request): URLSearchParams {
  const start = request.url.indexOf('?');
  return new URLSearchParams(start === -1 ? '' : request.url.slice(start));
}

/** Where listRemotePreloads leaves a page's PagePreloads for the handler that sends the page. */
const REMOTE_PRELOADS_LOCAL = 'remotePreloads';

/**
 * A page of a remote's route fetches its remote's code early (remote-preloads.ts): the manifests by a Link header
 * sent here, the scripts by the page's JSON block, which the handler that sends the page writes.
 */
function listRemotePreloads(preloads: RemotePreloads): express.RequestHandler {
  return (request, response, next) => {
    if (!wantsHtmlPage(request) || path.extname(request.path)) return next();
    preloads
      .preloads(request.path, queryOf(request))
      .then((found) => {
        const link = manifestsLinkHeader(found);
        if (link) response.setHeader('Link', link);
        response.locals[REMOTE_PRELOADS_LOCAL] = found;
        next();
      })
      .catch(next);
  };
}

function remotePreloadsOf(response: Response): PagePreloads {
  return (response.locals[REMOTE_PRELOADS_LOCAL] as PagePreloads | undefined) ?? NO_PRELOADS;
}

/**
 * A remote route that its remote prerenders (e.g. /free-analysis, /coming-soon?type=coaching) gets the shell's page
 * with that markup in place, so its content paints before any script runs (prerendered-remote-routes.ts). Any other
 * page, or a failure to put the page together, falls through to the shell's index.html, which renders the route in
 * the browser.
 */
function servePrerenderedRemoteRoute(routes: PrerenderedRemoteRoutes): express.RequestHandler {
  const logger = new Logger('FrontendHosting');
  const pageFor = (routeKey: string, preloads: PagePreloads) =>
    routes.page(routeKey, preloads).catch((error: unknown) => {
      logger.warn(`The prerendered page for ${routeKey} could not be put together: ${String(error)}`);
      return null;
    });
  return (request, response, next) => {
    pageFor(prerenderedRouteKey(request.path, queryOf(request)), remotePreloadsOf(response))
      .then((page) => {
        if (!page) return next();
        response.setHeader('Cache-Control', 'no-cache');
        response.vary('Accept-Encoding');
        // Revalidated on each visit (no-cache), so a page unchanged since the last one costs a 304, not its bytes.
        response.setHeader('ETag', page.etag);
        if (request.fresh) {
          response.status(304).end();
          return;
        }
        // brotli when accepted at all, as for the built files (browsers list gzip first with the same weight).
        const encoding = request.acceptsEncodings('br') ? 'br' : request.acceptsEncodings('gzip') ? 'gzip' : null;
        response.type('html');
        if (encoding) response.setHeader('Content-Encoding', encoding);
        response.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html);
      })
      .catch(next);
  };
}
