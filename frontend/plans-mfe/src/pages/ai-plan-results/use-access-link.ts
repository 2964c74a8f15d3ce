import { useSearchParams } from 'react-router-dom';
import { ACCESS_LINK_PARAM, type AccessLinkState, useAccessLinkRedemption } from '@fitness/api-client';

/** The emailed plan link (`/ai-plan-results?analysisId=…&access=…`), used once; the token then leaves the address. */
export function useAccessLink(): AccessLinkState {
  const [params, setParams] = useSearchParams();
  return useAccessLinkRedemption(params.get(ACCESS_LINK_PARAM), () =>
    setParams(
      (current) => {
        const rest = new URLSearchParams(current);
        rest.delete(ACCESS_LINK_PARAM);
        return rest;
      },
      { replace: true },
    ),
  );
}
