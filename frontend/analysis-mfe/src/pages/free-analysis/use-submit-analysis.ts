import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES, TIMINGS_MS, TOASTS, type ApiErrorBody, type UserStats } from '@fitness/contracts';
import { useCreateAnalysisMutation, useCreateUserMutation, type FitnessQueryError } from '@fitness/api-client';
import { toast } from '@fitness/ui';
import { preloadAnalysisResults } from '../page-chunks';

// Spec §4 email step: idle -> submitting -> redirect to /analysis/{userId} 1.5 s after success, or back to idle
// (with the spec's error toast) on failure.

export type SubmitStatus = 'idle' | 'submitting' | 'succeeded';

export interface AnalysisRequest {
  email: string;
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
    async ({ email, userStats, photos }: AnalysisRequest) => {
      setStatus('submitting');
      setRejectedAnswers([]);
      // Fetched while the analysis runs, so the redirect shows the results at once. A failed fetch is tried again
      // when the results route renders, which shows the shell's retry if it fails there too.
      preloadAnalysisResults().catch(() => undefined);
      try {
        const { id: userId } = await createUser({ createUserDto: { email } }).unwrap();
        await createAnalysis({ createAnalysisDto: { userId, userStats, ...photos } }).unwrap();
        setStatus('succeeded');
        redirectTimer.current = setTimeout(
          () => void navigate(ROUTES.analysis(userId)),
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
