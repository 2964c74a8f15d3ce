import { type AiPlanStateDto, fitnessGeneratedApi } from '@fitness/api-client';

// The AI plan's state follows the server as it changes: RTK Query's streaming updates
// (https://redux-toolkit.js.org/rtk-query/usage/streaming-updates). Once the state is loaded and not yet final, the
// cache entry listens to GET /api/analysis/{analysisId}/ai-plan/events (server-sent events, one AiPlanStateDto per
// change) until a final state or until no page shows the entry. Without EventSource, or when the stream fails before
// its first message (a proxy that buffers it, an older server), the entry is polled instead, as before.

/** How often the state is asked for when it cannot be streamed. */
export const AI_PLAN_POLL_MS = 2000;

export function aiPlanEventsUrl(analysisId: string): string {
  return `/api/analysis/${encodeURIComponent(analysisId)}/ai-plan/events`;
}

/** A state after which the plan no longer changes (the server ends its stream there too). */
export function isFinalAiPlanState(state: AiPlanStateDto): boolean {
  switch (state.status) {
    case 'none':
    case 'failed':
      return true;
    case 'ready':
      return state.pdfReady;
    case 'queued':
    case 'generating':
    case 'rendering':
      return false;
  }
}

function isAiPlanState(value: unknown): value is AiPlanStateDto {
  const state = value as Partial<AiPlanStateDto> | null;
  return (
    typeof state === 'object' &&
    state !== null &&
    typeof state.status === 'string' &&
    typeof state.hasPlan === 'boolean'
  );
}

/**
 * Hands each streamed state to `onState` until a final one, the entry's removal, or a failure. Resolves 'failed' when
 * there is no stream to follow (none opened, an error before the first message, or the browser gave up on it).
 */
function followEvents(
  url: string,
  onState: (state: AiPlanStateDto) => void,
  removed: Promise<unknown>,
): Promise<'done' | 'failed'> {
  if (typeof EventSource === 'undefined') return Promise.resolve('failed');
  return new Promise((resolve) => {
    const source = new EventSource(url);
    let received = false;
    let settled = false;
    const finish = (result: 'done' | 'failed') => {
      if (settled) return;
      settled = true;
      source.close();
      resolve(result);
    };
    source.onmessage = (event: MessageEvent<string>) => {
      let state: unknown;
      try {
        state = JSON.parse(event.data);
      } catch {
        return;
      }
      if (!isAiPlanState(state)) return;
      received = true;
      onState(state);
      if (isFinalAiPlanState(state)) finish('done');
    };
    source.onerror = () => {
      // After a first message the browser reconnects by itself (the server ends a stream after 3 minutes), and the
      // new stream starts with the current state; it only gives up (CLOSED) on an answer that is no stream.
      if (!received || source.readyState === EventSource.CLOSED) finish('failed');
    };
    void removed.then(() => finish('done'));
  });
}

/** Waits `ms`; true when the entry was removed meanwhile (the timer is then cleared). */
function waitOrRemoved(ms: number, removed: Promise<unknown>): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    void removed.then(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

fitnessGeneratedApi.enhanceEndpoints({
  endpoints: {
    getAiPlanState: {
      // The state changes while it is shown: once no page shows it, drop it (which ends its stream); a later visit
      // asks again rather than showing an old state.
      keepUnusedDataFor: 0,
      async onCacheEntryAdded({ analysisId }, { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch }) {
        let first: AiPlanStateDto;
        try {
          first = (await cacheDataLoaded).data;
        } catch {
          return; // removed before any state arrived
        }
        if (isFinalAiPlanState(first)) return;
        const removed = cacheEntryRemoved.then(() => true);
        const streamed = await followEvents(
          aiPlanEventsUrl(analysisId),
          (state) => updateCachedData(() => state),
          removed,
        );
        if (streamed === 'done') return;
        // Polling: until a final state, an error (as the page's polling did), or the entry's removal.
        while (!(await waitOrRemoved(AI_PLAN_POLL_MS, removed))) {
          const result = await dispatch(
            fitnessGeneratedApi.endpoints.getAiPlanState.initiate(
              { analysisId },
              { subscribe: false, forceRefetch: true },
            ),
          );
          if (result.isError || (result.data !== undefined && isFinalAiPlanState(result.data))) return;
        }
      },
    },
  },
});
