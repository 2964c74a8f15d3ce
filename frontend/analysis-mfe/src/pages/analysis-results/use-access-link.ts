import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ACCESS_LINK_PARAM, type AccessLinkState, useAccessLinkRedemption } from '@fitness/api-client';
import { ROUTES } from '@fitness/contracts';

/**
 * The emailed results link (`/analysis/{userId}?access=…`), used once; the page then stands at the address of the
 * person it opened, without the token (or at its own address, when the link did not work).
 */
export function useAccessLink(): AccessLinkState {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useAccessLinkRedemption(params.get(ACCESS_LINK_PARAM), (openedFor) => {
    const rest = new URLSearchParams(params);
    rest.delete(ACCESS_LINK_PARAM);
    const query = rest.toString();
    const path = openedFor ? ROUTES.analysis(openedFor.userId) : pathname;
    void navigate(query === '' ? path : `${path}?${query}`, { replace: true });
  });
}
