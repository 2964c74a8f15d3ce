import path from 'node:path';
import {
  PAGE_CHUNKS_FILE,
  pageChunkName,
  type QueryParameters,
  remoteForLocation,
  remotePagePattern,
  type RemoteName,
  REMOTES_MANIFEST_PATH,
  remotePreloadsBlock,
} from '@fitness/contracts';
import { BuiltFiles } from './built-files';

/** A remote served by this server: where its build is and the path it is served at. */
export interface LocalRemote {
  remote: RemoteName;
  mountPath: string;
  dist: string;
}

/** The parts of an mf-manifest.json read here (written by @module-federation/enhanced). */
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: Array<{ path?: unknown; assets?: { js?: { sync?: unknown } } }>;
  shared?: Array<{ name?: unknown; assets?: { js?: { sync?: unknown } } }>;
}

/** A remote's PAGE_CHUNKS_FILE: each page's own JavaScript files, by the page's chunk name. */
type PageChunks = Record<string, unknown>;

const stringsIn = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];

/** The files of a remote that loading its `./App` takes, before its page's own chunk: in the order they are asked for. */
function appFiles(manifest: FederationManifest): string[] {
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = typeof entry?.name === 'string' ? path.posix.join(String(entry.path ?? ''), entry.name) : null;
  const exposed = stringsIn(manifest.exposes?.find((expose) => expose.path === './App')?.assets?.js?.sync);
  return entryFile === null ? [] : [entryFile, ...exposed];
}

/**
 * The remote's own copies of the shared modules the shell does not share (the API cache, @reduxjs/toolkit and
 * react-redux): on a first page load no other remote has put its copy in the share scope, so the remote loads these
 * before its `./App` runs. The shell's own shared modules (React, the router, @fitness/ui) come from the shell.
 */
function sharedFilesNotInShell(manifest: FederationManifest, shell: FederationManifest): string[] {
  const shellShares = new Set((shell.shared ?? []).map((shared) => shared.name));
  return (manifest.shared ?? [])
    .filter((shared) => typeof shared.name === 'string' && !shellShares.has(shared.name))
    .flatMap((shared) => stringsIn(shared.assets?.js?.sync));
}

/** What a remote's page has the browser fetch early, and when. */
export interface PagePreloads {
  /** With the document (a Link header): the remotes manifest and the remote's, which the shell asks for first. */
  manifests: string[];
  /** Once the page has painted (REMOTE_PRELOADS_SCRIPT, from the page's JSON block): the remote's scripts. */
  scripts: string[];
}

export const NO_PRELOADS: PagePreloads = { manifests: [], scripts: [] };

/**
 * What a remote's page has the browser fetch early, with what the shell will ask for to show it: the remotes
 * manifest, the remote's manifest, its entry and the chunks of its `./App`, the shared modules only the remote brings,
 * and the page's own chunks. Without it they come in a waterfall once the shell's scripts have run (remotes.json, then
 * mf-manifest.json, then the entry and its chunks, then the shared modules, then the page's chunks once the remote
 * has rendered the route), each waiting for the one before; with it they arrive beside the shell's own scripts. On
 * Lighthouse's slow 4G, applied in Chromium, /free-analysis was usable (its live page shown) after 4.7 s when only the
 * manifests, the entry and `./App` were fetched early, and after 4.1 s with the shared modules and the page's chunks.
 *
 * Each is fetched the way it will be asked for, so the request finds it: the two manifests by fetch() (CORS mode,
 * same-origin credentials: `crossorigin`), the scripts by a plain <script> (no `crossorigin`), as the federation
 * runtime adds them. Only a remote this server serves is listed: one deployed elsewhere may be another build.
 *
 * The manifests go in a Link header, with the document: they are small, and the shell's first request for the remote
 * waits on them. The scripts go in the page, as a JSON block that its inline REMOTE_PRELOADS_SCRIPT preloads once the
 * page has painted (in the Link header too before). None is needed for the first paint, whose content and styles are
 * in the page itself; but Lighthouse's simulation counts every request that starts before the largest paint as
 * delaying it: with the scripts in the header, Lighthouse put /free-analysis's largest paint at 3.5 s in most runs
 * (score 89–90) though Chromium painted it with the first paint.
 */
export class RemotePreloads {
  private readonly builtFiles = new BuiltFiles();

  /** @param shellDist the shell's build, whose mf-manifest.json says which modules the shell shares */
  constructor(
    private readonly remotes: readonly LocalRemote[],
    private readonly shellDist: string,
  ) {}

  /** What the page at this location fetches early (NO_PRELOADS when it is no page of a remote served here). */
  async preloads(pathname: string, query: QueryParameters): Promise<PagePreloads> {
    const remote = this.remotes.find((candidate) => candidate.remote === remoteForLocation(pathname, query));
    if (!remote) return NO_PRELOADS;
    const manifestPath = `${remote.mountPath}/mf-manifest.json`;
    const [manifest, shell, pageChunks] = await Promise.all([
      this.readJson<FederationManifest>(path.join(remote.dist, 'mf-manifest.json')),
      this.readJson<FederationManifest>(path.join(this.shellDist, 'mf-manifest.json')),
      this.readJson<PageChunks>(path.join(remote.dist, PAGE_CHUNKS_FILE)),
    ]);
    if (!manifest) return NO_PRELOADS;
    const pattern = remotePagePattern(pathname);
    const files = [
      ...appFiles(manifest),
      // Without the shell's manifest, which modules the remote loads itself is not known: none is named.
      ...(shell ? sharedFilesNotInShell(manifest, shell) : []),
      ...(pattern === null ? [] : stringsIn(pageChunks?.[pageChunkName(pattern)])),
    ];
    return {
      manifests: [REMOTES_MANIFEST_PATH, manifestPath],
      scripts: [...new Set(files)].map((file) => `${remote.mountPath}/${file}`),
    };
  }

  /** A built JSON file, parsed; null when it is missing or not JSON (an older build, or one being written). */
  private async readJson<T>(file: string): Promise<T | null> {
    const built = await this.builtFiles.read(file, (text) => JSON.parse(text) as T).catch(() => null);
    return built?.value ?? null;
  }
}

/** The Link header that fetches the page's manifests with it, or null when it has none. */
export function manifestsLinkHeader({ manifests }: PagePreloads): string | null {
  if (manifests.length === 0) return null;
  return manifests.map((manifest) => `<${manifest}>; rel=preload; as=fetch; crossorigin`).join(', ');
}

/** A page's HTML with the JSON block of its scripts at the end of <head> (unchanged when it has none). */
export function withRemotePreloads(html: string, { scripts }: PagePreloads): string {
  if (scripts.length === 0) return html;
  // Replaced by a function: the block may hold `$&`-like text that a replacement string would expand.
  return html.replace('</head>', () => `${remotePreloadsBlock(scripts)}</head>`);
}
