import { REMOTES_MANIFEST_PATH } from '@fitness/contracts';
import { REMOTE_NAMES, type RemoteName } from './remote-routes';

/** `/remotes.json`: where each remote's mf-manifest.json lives (served by the backend, or the dev server). */
export type RemotesManifest = Record<RemoteName, string>;

/** Checks the shape and resolves relative entries (e.g. /mf/plans/mf-manifest.json) against the page. */
export function parseRemotesManifest(value: unknown, baseUrl: string): RemotesManifest {
  if (typeof value !== 'object' || value === null) throw new Error(`${REMOTES_MANIFEST_PATH} must be a JSON object`);
  const entries = value as Record<string, unknown>;
  const manifest = {} as RemotesManifest;
  for (const name of REMOTE_NAMES) {
    const url = entries[name];
    if (typeof url !== 'string' || url.trim() === '') {
      throw new Error(`${REMOTES_MANIFEST_PATH} has no manifest URL for the "${name}" remote`);
    }
    manifest[name] = new URL(url, baseUrl).href;
  }
  return manifest;
}

export async function fetchRemotesManifest(
  fetchFn: typeof fetch = (input, init) => fetch(input, init),
): Promise<RemotesManifest> {
  const response = await fetchFn(REMOTES_MANIFEST_PATH, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REMOTES_MANIFEST_PATH} answered ${response.status}`);
  return parseRemotesManifest(await response.json(), window.location.href);
}
