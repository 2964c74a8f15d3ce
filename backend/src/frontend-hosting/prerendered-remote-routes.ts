import { createHash } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import {
  PRERENDERED_FILES,
  PRERENDERED_REMOTE_SLOT,
  PRERENDERED_ROUTE_STYLE_ATTRIBUTE,
  type PrerenderedRoutes,
} from '@fitness/contracts';
import { type BuiltFile, BuiltFiles } from './built-files';
import { NO_PRELOADS, type PagePreloads, withRemotePreloads } from './remote-preloads';

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A page put together from the shell's frame and a remote's prerendered route, with its compressed copies. */
export interface ComposedPage {
  /** Weak: the same page whichever encoding carries it. */
  etag: string;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Pages for the remote routes that come prerendered (frontend/webpack.common.js): the shell's remote-route.html with
 * a remote's markup in its slot and that route's styles in <head>. The shell and each remote are built apart, so the
 * page is put together here, and again whenever one of the two files is rebuilt (checked on each page request). Each
 * page is compressed once per build.
 */
export class PrerenderedRemoteRoutes {
  private readonly files = new BuiltFiles();
  private readonly pages = new Map<
    string,
    { template: BuiltFile<unknown>; routes: BuiltFile<unknown>; page: Promise<ComposedPage> }
  >();

  /**
   * @param shellDist the shell's build folder (holds remote-route.html)
   * @param remoteDists each remote's build folder (each may hold prerendered-routes.json)
   */
  constructor(
    private readonly shellDist: string,
    private readonly remoteDists: readonly string[],
  ) {}

  /**
   * The prerendered page for a route (its prerenderedRouteKey: the path, with the query parameters that change its
   * paint), or null when no built remote prerenders it (or nothing is built).
   */
  async page(routeKey: string, preloads: PagePreloads = NO_PRELOADS): Promise<ComposedPage | null> {
    const template = await this.files.read(path.join(this.shellDist, PRERENDERED_FILES.remoteRoute), parseTemplate);
    if (!template) return null;
    for (const remoteDist of this.remoteDists) {
      const routes = await this.files.read(path.join(remoteDist, PRERENDERED_FILES.remoteRoutes), parseRoutes);
      const route = routes?.value[routeKey];
      if (!routes || !route) continue;
      // The preloads follow from the route and the builds, so a route has one page per build; keyed by them too.
      const key = `${routeKey}\0${JSON.stringify(preloads.scripts)}`;
      const cached = this.pages.get(key);
      if (cached && cached.template === template && cached.routes === routes) return cached.page;
      const page = compress(withRemotePreloads(composePage(template.value, route), preloads));
      this.pages.set(key, { template, routes, page });
      // A failure is not kept: the next visit tries again.
      void page.catch(() => {
        if (this.pages.get(key)?.page === page) this.pages.delete(key);
      });
      return page;
    }
    return null;
  }
}

function parseTemplate(text: string): string {
  // </html> last: a page still being written by a build is not taken for a whole one.
  if (
    text.split(PRERENDERED_REMOTE_SLOT).length !== 2 ||
    !text.includes('</head>') ||
    !text.trimEnd().endsWith('</html>')
  ) {
    throw new Error(
      `${PRERENDERED_FILES.remoteRoute} must hold </head>, one ${PRERENDERED_REMOTE_SLOT} and end with </html>`,
    );
  }
  return text;
}

function parseRoutes(text: string): PrerenderedRoutes {
  return JSON.parse(text) as PrerenderedRoutes;
}

/** The shell's frame with the route's styles in <head> and its markup in the slot. */
export function composePage(template: string, route: PrerenderedRoutes[string]): string {
  // A stylesheet cannot end its own element early.
  const css = route.css.replace(/<\/style/gi, '<\\/style');
  // Replaced by functions: the markup and styles may hold `$&`-like text that a replacement string would expand.
  return template
    .replace('</head>', () => `<style ${PRERENDERED_ROUTE_STYLE_ATTRIBUTE}>${css}</style></head>`)
    .replace(PRERENDERED_REMOTE_SLOT, () => route.html);
}

async function compress(html: string): Promise<ComposedPage> {
  const body = Buffer.from(html);
  const [br, gzipped] = await Promise.all([
    // Quality 9 compresses a 200 KB page in tens of milliseconds, about 10% larger than the build's quality 11.
    brotliCompressAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzipAsync(body, { level: 9 }),
  ]);
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { etag, html: body, br, gzip: gzipped };
}
