import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRedeemAccessLinkMutation } from '@fitness/api-client';

/** The query parameter of the emailed plan link (`/ai-plan-results?analysisId=…&access=…`). */
export const ACCESS_LINK_PARAM = 'access';

/** none: no link in the address (or it was used here); opening: being used; expired: unknown, already used or too old. */
export type AccessLinkState = 'none' | 'opening' | 'expired';

/**
 * Uses the emailed link in the address once (the server then lets this browser open the person's plan), and takes
 * the token out of the address bar and history either way, so it is not left in a shared screen or bookmark. The
 * same approach as the results page's (analysis-mfe use-access-link.ts), which stays on this page's address.
 */
export function useAccessLink(): AccessLinkState {
  const [params, setParams] = useSearchParams();
  const token = params.get(ACCESS_LINK_PARAM);
  const [redeem] = useRedeemAccessLinkMutation();
  const [state, setState] = useState<AccessLinkState>(token === null ? 'none' : 'opening');
  // Effects run twice in development; a token is single-use, so it is sent once.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (token === null || sent.current === token) return;
    sent.current = token;
    setState('opening');
    const settle = (next: AccessLinkState) => {
      setParams(
        (current) => {
          const rest = new URLSearchParams(current);
          rest.delete(ACCESS_LINK_PARAM);
          return rest;
        },
        { replace: true },
      );
      setState(next);
    };
    redeem({ redeemAccessLinkDto: { token } })
      .unwrap()
      .then(
        () => settle('none'),
        () => settle('expired'),
      );
  }, [token, redeem, setParams]);

  return state;
}
