import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES, TIMINGS_MS, TOASTS, type ApiErrorBody, type UserStats } from '@fitness/contracts';
import { useCreateAnalysisMutation, useCreateUserMutation, type FitnessQueryError } from '@fitness/api-client';
import { toast } from '@fitness/ui';
import type { ResultsLocationState } from '../analyse-again-state';
import { preloadAnalysisResults } from '../analysis-results/analysis-results-chunk';

// Spec §4 email step: idle -> submitting -> redirect to /analysis/{userId} 1.5 s after success, or back to idle
// (with the spec's error toast) on failure.

export type SubmitStatus = 'idle' | 'submitting' | 'succeeded';

export interface AnalysisRequest {
  /** The person the analysis is for: by email (created or named through POST /api/users), or an id known already. */
  person: { email: string } | { userId: string; email?: string };
  userStats: UserStats;
  /** Both photo references, or none (no-photo mode, or a photo missing). */
  photos?: { frontPhotoURL: string; sidePhotoURL: string };
}

export interface UseSubmitAnalysisResult {
  status: SubmitStatus;
  /** The server's per-field reasons when it refused the answers (400 with details), to show next to the form. */
  rejectedAnswers: string[];
  submit: (request: AnalysisRequest) => Promise<void>;
}

function isQueryError(error: unknown): error is FitnessQueryError {
  return typeof error === 'object' && error !== null && 'status' in error && 'message' in error;
}

/** The messages of a 400 error body's details, or none when the failure was anything else. */
export function rejectedAnswersOf(error: unknown): string[] {
  if (!isQueryError(error) || error.status !== 400 || !error.data) return [];
  try {
    const body = JSON.parse(error.data) as Partial<ApiErrorBody>;
    return Object.values(body.details ?? {}).flat();
  } catch {
    return [];
  }
}

export function useSubmitAnalysis(): UseSubmitAnalysisResult {
  const navigate = useNavigate();
  const [createUser] = useCreateUserMutation();
  const [createAnalysis] = useCreateAnalysisMutation();
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [rejectedAnswers, setRejectedAnswers] = useState<string[]>([]);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const submit = useCallback(
    async ({ person, userStats, photos }: AnalysisRequest) => {
      setStatus('submitting');
      setRejectedAnswers([]);
      // Fetched while the analysis runs, so the redirect shows the results at once. A failed fetch is tried again
      // when the results route renders, which shows the shell's retry if it fails there too.
      preloadAnalysisResults().catch(() => undefined);
      try {
        // "Analyse again" knows the person: the analysis is added to the same user, with no new POST /api/users.
        const userId =
          'userId' in person
            ? person.userId
            : (await createUser({ createUserDto: { email: person.email } }).unwrap()).id;
        await createAnalysis({ createAnalysisDto: { userId, userStats, ...photos } }).unwrap();
        setStatus('succeeded');
        // The email rides along in the results page's location state, so its "Analyse again" can show it.
        const resultsState: ResultsLocationState = person.email === undefined ? {} : { email: person.email };
        redirectTimer.current = setTimeout(
          () => void navigate(ROUTES.analysis(userId), { state: resultsState }),
          TIMINGS_MS.redirectAfterAnalysis,
        );
      } catch (error) {
        setRejectedAnswers(rejectedAnswersOf(error));
        setStatus('idle');
        toast({ ...TOASTS.analysisFailed, variant: 'destructive' });
      }
    },
    [createUser, createAnalysis, navigate],
  );

  return { status, rejectedAnswers, submit };
}
