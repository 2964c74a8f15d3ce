import { remoteForLocation } from '../remote-routes';

describe('remoteForLocation', () => {
  it.each([
    ['/free-analysis', '', 'analysis'],
    ['/analysis/0b7c2a', '', 'analysis'],
    ['/analysis/0b7c2a', '?payment=success', 'analysis'],
    ['/weekly-plan', '', 'analysis'],
    ['/checkout', '?analysisId=a1&amount=2000', 'plans'],
    ['/questionnaire', '?planType=ai', 'plans'],
    ['/questionnaire-complete', '', 'plans'],
    ['/ai-plan-results', '?analysisId=a1', 'plans'],
    ['/coming-soon', '', 'plans'],
    ['/coming-soon', '?type=plan&analysisId=a1', 'plans'],
    ['/coming-soon', '?type=coaching&submitted=true', 'coaching'],
    ['/coaching', '', 'coaching'],
    ['/Coaching/', '', 'coaching'],
    ['/analysis/0b7c2a/', '', 'analysis'],
  ])('sends %s%s to the %s remote', (pathname, search, remote) => {
    expect(remoteForLocation(pathname, new URLSearchParams(search))).toBe(remote);
  });

  it.each(['/no-such-page', '/analysis', '/analysis/1/extra', '/checkout/now'])(
    'gives %s to no remote (the 404)',
    (pathname) => {
      expect(remoteForLocation(pathname, new URLSearchParams())).toBeNull();
    },
  );
});
