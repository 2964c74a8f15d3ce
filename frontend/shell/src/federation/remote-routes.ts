import { matchPath } from 'react-router-dom';
import { ROUTES } from '@fitness/contracts';

export const REMOTE_NAMES = ['analysis', 'plans', 'coaching'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Which remote renders which page (spec §2 route table). /coming-soon is chosen by its `type` query below. */
export const REMOTE_PAGES: ReadonlyArray<{ path: string; remote: RemoteName }> = [
  { path: ROUTES.freeAnalysis, remote: 'analysis' },
  { path: ROUTES.analysis(':userId'), remote: 'analysis' },
  { path: ROUTES.weeklyPlan, remote: 'analysis' },
  { path: ROUTES.checkout, remote: 'plans' },
  { path: ROUTES.questionnaire, remote: 'plans' },
  { path: ROUTES.questionnaireComplete, remote: 'plans' },
  { path: ROUTES.aiPlanResults, remote: 'plans' },
  { path: ROUTES.coaching, remote: 'coaching' },
];

/** The remote that owns a location, or null when no remote does (the shell's own page or the 404). */
export function remoteForLocation(pathname: string, search: string): RemoteName | null {
  if (matchPath(ROUTES.comingSoon, pathname)) {
    // Spec §2: type defaults to plan; 'coaching' gives the coaching variant.
    return new URLSearchParams(search).get('type') === 'coaching' ? 'coaching' : 'plans';
  }
  return REMOTE_PAGES.find(({ path }) => matchPath(path, pathname))?.remote ?? null;
}
