import path from 'node:path';
import { type QueryParameters, remoteForLocation, type RemoteName, REMOTES_MANIFEST_PATH } from '@fitness/contracts';
import { BuiltFiles } from './built-files';

/** A remote served by this server: where its build is and the path it is served at. */
export interface LocalRemote {
  remote: RemoteName;
  mountPath: string;
  dist: string;
}

/** The parts of a remote's mf-manifest.json read here (written by @module-federation/enhanced). */
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: Array<{ path?: unknown; assets?: { js?: { sync?: unknown } } }>;
}

/** The files of a remote that loading its `./App` takes, before its page's own chunk: in the order they are asked for. */
function appFiles(manifest: FederationManifest): string[] {
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = typeof entry?.name === 'string' ? path.posix.join(String(entry.path ?? ''), entry.name) : null;
  const sync = manifest.exposes?.find((expose) => expose.path === './App')?.assets?.js?.sync;
  const exposed = Array.isArray(sync) ? sync.filter((file): file is string => typeof file === 'string') : [];
  return entryFile === null ? [] : [entryFile, ...exposed];
}

/**
 * The `Link` header that has the browser fetch, with a remote's page, what the shell will ask for to show it: the
 * remotes manifest, the remote's manifest, its entry and the chunks of its `./App`. Without it they come in a
 * waterfall once the shell's scripts have run (remotes.json, then mf-manifest.json, then the entry and its chunks),
 * each waiting for the one before; with it they arrive beside the shell's own scripts. Each is preloaded the way it
 * will be asked for, so the request finds it: the two manifests by fetch() (CORS mode, same-origin credentials:
 * `crossorigin`), the scripts by a plain <script> (no `crossorigin`), as the federation runtime adds them. Only a
 * remote this server serves is listed: one deployed elsewhere may be another build.
 */
export class RemotePreloads {
  private readonly manifests = new BuiltFiles();

  constructor(private readonly remotes: readonly LocalRemote[]) {}

  async linkHeader(pathname: string, query: QueryParameters): Promise<string | null> {
    const remote = this.remotes.find((candidate) => candidate.remote === remoteForLocation(pathname, query));
    if (!remote) return null;
    const manifestPath = `${remote.mountPath}/mf-manifest.json`;
    const manifest = await this.manifests
      .read(path.join(remote.dist, 'mf-manifest.json'), (text) => JSON.parse(text) as FederationManifest)
      .catch(() => null);
    if (!manifest) return null;
    return [
      `<${REMOTES_MANIFEST_PATH}>; rel=preload; as=fetch; crossorigin`,
      `<${manifestPath}>; rel=preload; as=fetch; crossorigin`,
      ...appFiles(manifest.value).map((file) => `<${remote.mountPath}/${file}>; rel=preload; as=script`),
    ].join(', ');
  }
}
