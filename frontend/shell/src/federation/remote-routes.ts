import { matchPath } from 'react-router-dom';
import { REMOTE_NAMES, REMOTE_PAGE_PATHS, ROUTES, type RemoteName } from '@fitness/contracts';

export { REMOTE_NAMES, type RemoteName };

/** The remote that owns a location, or null when no remote does (the shell's own page or the 404). */
export function remoteForLocation(pathname: string, search: string): RemoteName | null {
  if (matchPath(ROUTES.comingSoon, pathname)) {
    // Spec §2: type defaults to plan; 'coaching' gives the coaching variant.
    return new URLSearchParams(search).get('type') === 'coaching' ? 'coaching' : 'plans';
  }
  // The one route table (REMOTE_PAGE_PATHS), which the remotes render their pages by too.
  return REMOTE_NAMES.find((name) => REMOTE_PAGE_PATHS[name].some((path) => matchPath(path, pathname))) ?? null;
}
