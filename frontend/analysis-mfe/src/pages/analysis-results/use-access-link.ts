import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useRedeemAccessLinkMutation } from '@fitness/api-client';
import { ROUTES } from '@fitness/contracts';

/** The query parameter of an emailed results link (`/analysis/{userId}?access=…`). */
export const ACCESS_LINK_PARAM = 'access';

/** none: no link in the address; opening: being used; expired: unknown, already used or past its 30 minutes. */
export type AccessLinkState = 'none' | 'opening' | 'expired';

/**
 * Uses the emailed link in the address once (the server then lets this browser open the person's results), and
 * takes the token out of the address bar and history either way, so it is not left in a shared screen or bookmark.
 */
export function useAccessLink(): AccessLinkState {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const token = params.get(ACCESS_LINK_PARAM);
  const [redeem] = useRedeemAccessLinkMutation();
  const [state, setState] = useState<AccessLinkState>(token === null ? 'none' : 'opening');
  // Effects run twice in development; a token is single-use, so it is sent once.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (token === null || sent.current === token) return;
    sent.current = token;
    setState('opening');
    const withoutToken = (path: string) => {
      const rest = new URLSearchParams(params);
      rest.delete(ACCESS_LINK_PARAM);
      const query = rest.toString();
      void navigate(query === '' ? path : `${path}?${query}`, { replace: true });
    };
    redeem({ redeemAccessLinkDto: { token } })
      .unwrap()
      .then(
        ({ userId }) => {
          withoutToken(ROUTES.analysis(userId));
          setState('none');
        },
        () => {
          withoutToken(pathname);
          setState('expired');
        },
      );
  }, [token, params, pathname, navigate, redeem]);

  return state;
}
