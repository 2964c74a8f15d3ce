import { useEffect, useRef } from 'react';

/**
 * Calls `onElapsed` once `durationMs` of unpaused time has passed. Pausing (pointer over or focus inside the
 * toast) keeps the remaining time, so a visitor reading or reaching the action does not lose the toast.
 */
export function useAutoDismiss(durationMs: number, paused: boolean, onElapsed: () => void): void {
  const remainingMs = useRef(durationMs);

  useEffect(() => {
    if (paused || !Number.isFinite(durationMs)) return;
    const startedAt = Date.now();
    const timer = setTimeout(onElapsed, Math.max(0, remainingMs.current));
    return () => {
      clearTimeout(timer);
      remainingMs.current -= Date.now() - startedAt;
    };
  }, [durationMs, paused, onElapsed]);
}
