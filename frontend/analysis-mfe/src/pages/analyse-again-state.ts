import type { UserStatsDto } from '@fitness/api-client';

// "Analyse again" (issue 39) carries the person and their last answers from the results page to /free-analysis in
// the router's location state: kept by the browser with that history entry (so a reload or Back still has it), never
// in the URL (no health data in logs, referrers or a shared link) and never in storage another page or tab reads.

export interface AnalyseAgain {
  userId: string;
  userStats: UserStatsDto;
  /** Known when this tab typed it (the free analysis's redirect carries it); else shown as "the same email". */
  email?: string;
}

/** The results page's own location state: the email the free analysis was just given. */
export interface ResultsLocationState {
  email?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The location state /free-analysis is opened with by "Analyse again". */
export function analyseAgainState(again: AnalyseAgain): { analyseAgain: AnalyseAgain } {
  return { analyseAgain: again };
}

/** The person and stats in a location state, or null when it holds none (or something unreadable). */
export function readAnalyseAgain(state: unknown): AnalyseAgain | null {
  if (!isRecord(state) || !isRecord(state.analyseAgain)) return null;
  const { userId, userStats, email } = state.analyseAgain;
  if (typeof userId !== 'string' || userId === '' || !isRecord(userStats)) return null;
  if (typeof userStats.height !== 'string' || typeof userStats.weight !== 'string') return null;
  return {
    userId,
    userStats: userStats as UserStatsDto,
    ...(typeof email === 'string' && email !== '' ? { email } : {}),
  };
}

/** The email in the results page's location state, if the free analysis put one there. */
export function readResultsEmail(state: unknown): string | undefined {
  return isRecord(state) && typeof state.email === 'string' && state.email !== '' ? state.email : undefined;
}
