import { prerenderedRouteKey } from '@fitness/contracts';

// Which prerendered page a location gets: the server picks it by this key, the shell shows it while the key holds,
// and a remote names its prerendered routes by it.
describe('prerenderedRouteKey', () => {
  it.each([
    ['/free-analysis', '', '/free-analysis'],
    ['/Free-Analysis/', '', '/free-analysis'],
    // Any person's results open on the same loading view.
    ['/analysis/0b7c2a3e-1111-4222-8333-444455556666', '', '/analysis/:userId'],
    ['/analysis/0b7c2a3e-1111-4222-8333-444455556666', '?payment=success', '/analysis/:userId'],
    // Opening an emailed link paints its own text: a key no remote prerenders.
    ['/analysis/0b7c2a3e-1111-4222-8333-444455556666', '?access=t0k3n', '/analysis/:userId?access=t0k3n'],
    ['/checkout', '?analysisId=a1&amount=2000', '/checkout'],
    ['/ai-plan-results', '?analysisId=a1&access=t0k3n', '/ai-plan-results'],
    ['/questionnaire', '?analysisId=a1', '/questionnaire'],
    ['/questionnaire', '?analysisId=a1&planType=ai', '/questionnaire?planType=ai'],
    // An intake is another questionnaire than the purchase's first step.
    [
      '/questionnaire',
      '?planType=expert&analysisId=a1&paymentIntentId=pi_1',
      '/questionnaire?planType=expert&paymentIntentId=pi_1',
    ],
    ['/questionnaire', '?planType=expert&intake=abc', '/questionnaire?planType=expert&intake=abc'],
    // The painted parameters in a fixed order, whatever the address's.
    ['/coming-soon', '?submitted=true&analysisId=a1&type=coaching', '/coming-soon?type=coaching&submitted=true'],
    ['/coming-soon', '?utm_source=mail', '/coming-soon'],
    // Not a remote's page: the key is the path, which no remote prerenders.
    ['/no-such-page', '?type=coaching', '/no-such-page'],
  ])('keys %s%s as %s', (pathname, search, key) => {
    expect(prerenderedRouteKey(pathname, new URLSearchParams(search))).toBe(key);
  });
});
