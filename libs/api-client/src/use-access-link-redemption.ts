import { useEffect, useRef, useState } from 'react';
import { useRedeemAccessLinkMutation } from './generated/api.generated';

/** The query parameter of an emailed link (`/analysis/{userId}?access=…`, `/ai-plan-results?analysisId=…&access=…`). */
export const ACCESS_LINK_PARAM = 'access';

/** none: no link in the address (or it was used here); opening: being used; expired: unknown, already used or too old. */
export type AccessLinkState = 'none' | 'opening' | 'expired';

/**
 * Uses the emailed link's token once (the server then lets this browser open the person's results and plans), and
 * then has the page take the token out of its address, whether it worked or not, so it is not left in a shared
 * screen, the history or a bookmark. `forgetToken` gets the person the link opened, or null when it did not work;
 * each page removes the token in its own way (the results page also moves to the person's address).
 */
export function useAccessLinkRedemption(
  token: string | null,
  forgetToken: (openedFor: { userId: string } | null) => void,
): AccessLinkState {
  const [redeem] = useRedeemAccessLinkMutation();
  const [state, setState] = useState<AccessLinkState>(token === null ? 'none' : 'opening');
  // The page's latest callback, without making each render a reason to send the token again.
  const forget = useRef(forgetToken);
  forget.current = forgetToken;
  // Effects run twice in development; a token is single-use, so it is sent once.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (token === null || sent.current === token) return;
    sent.current = token;
    setState('opening');
    redeem({ redeemAccessLinkDto: { token } })
      .unwrap()
      .then(
        ({ userId }) => {
          forget.current({ userId });
          setState('none');
        },
        () => {
          forget.current(null);
          setState('expired');
        },
      );
  }, [token, redeem]);

  return state;
}
