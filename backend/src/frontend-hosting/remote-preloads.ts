import path from 'node:path';
import {
  PAGE_CHUNKS_FILE,
  pageChunkName,
  type QueryParameters,
  remoteForLocation,
  remotePagePattern,
  type RemoteName,
  REMOTES_MANIFEST_PATH,
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

/**
 * The `Link` header that has the browser fetch, with a remote's page, what the shell will ask for to show it: the
 * remotes manifest, the remote's manifest, its entry and the chunks of its `./App`, the shared modules only the remote
 * brings, and the page's own chunks. Without it they come in a waterfall once the shell's scripts have run
 * (remotes.json, then mf-manifest.json, then the entry and its chunks, then the shared modules, then the page's
 * chunks once the remote has rendered the route), each waiting for the one before; with it they arrive beside the
 * shell's own scripts. On Lighthouse's slow 4G, applied in Chromium, /free-analysis was usable (its live page shown)
 * after 4.7 s when the header named the manifests, the entry and `./App` only, and after 4.1 s with the shared
 * modules and the page's chunks too.
 *
 * Each is preloaded the way it will be asked for, so the request finds it: the two manifests by fetch() (CORS mode,
 * same-origin credentials: `crossorigin`), the scripts by a plain <script> (no `crossorigin`), as the federation
 * runtime adds them. Only a remote this server serves is listed: one deployed elsewhere may be another build.
 *
 * The scripts are asked for at low priority: none of them is needed for the page's first paint, whose content and
 * styles are in the page itself. In Chromium on that slow 4G this changed neither the first paint nor the live page
 * (4.09 s against 4.10 s). Lighthouse's simulation, though, counts every high-priority script that starts before the
 * first paint as blocking it: at high priority it put /free-analysis's first paint at 3.2 s, at low 1.9 s.
 */
export class RemotePreloads {
  private readonly builtFiles = new BuiltFiles();

  /** @param shellDist the shell's build, whose mf-manifest.json says which modules the shell shares */
  constructor(
    private readonly remotes: readonly LocalRemote[],
    private readonly shellDist: string,
  ) {}

  async linkHeader(pathname: string, query: QueryParameters): Promise<string | null> {
    const remote = this.remotes.find((candidate) => candidate.remote === remoteForLocation(pathname, query));
    if (!remote) return null;
    const manifestPath = `${remote.mountPath}/mf-manifest.json`;
    const [manifest, shell, pageChunks] = await Promise.all([
      this.readJson<FederationManifest>(path.join(remote.dist, 'mf-manifest.json')),
      this.readJson<FederationManifest>(path.join(this.shellDist, 'mf-manifest.json')),
      this.readJson<PageChunks>(path.join(remote.dist, PAGE_CHUNKS_FILE)),
    ]);
    if (!manifest) return null;
    const pattern = remotePagePattern(pathname);
    const files = [
      ...appFiles(manifest),
      // Without the shell's manifest, which modules the remote loads itself is not known: none is named.
      ...(shell ? sharedFilesNotInShell(manifest, shell) : []),
      ...(pattern === null ? [] : stringsIn(pageChunks?.[pageChunkName(pattern)])),
    ];
    return [
      `<${REMOTES_MANIFEST_PATH}>; rel=preload; as=fetch; crossorigin`,
      `<${manifestPath}>; rel=preload; as=fetch; crossorigin`,
      ...[...new Set(files)].map((file) => `<${remote.mountPath}/${file}>; rel=preload; as=script; fetchpriority=low`),
    ].join(', ');
  }

  /** A built JSON file, parsed; null when it is missing or not JSON (an older build, or one being written). */
  private async readJson<T>(file: string): Promise<T | null> {
    const built = await this.builtFiles.read(file, (text) => JSON.parse(text) as T).catch(() => null);
    return built?.value ?? null;
  }
}
