import { useEffect, useRef } from 'react';
import type { ComingSoonType } from '@fitness/contracts';
import { useTrackInterestMutation } from './generated/api.generated';

/**
 * Spec §2 /coming-soon: on load the page reports its view (type, analysisId, timestamp) once; a failure is only
 * logged (spec §8 silent failures).
 */
export function useReportComingSoonView(type: ComingSoonType, analysisId: string | undefined): void {
  const [trackInterest] = useTrackInterestMutation();
  const reported = useRef(false);
  useEffect(() => {
    // Once per page view, also when development mode runs effects twice.
    if (reported.current) return;
    reported.current = true;
    trackInterest({ trackInterestDto: { type, ...(analysisId ? { analysisId } : {}), timestamp: new Date().toISOString() } })
      .unwrap()
      .catch((error: unknown) => console.warn('Could not report interest from the coming-soon page', error));
  }, [analysisId, trackInterest, type]);
}
