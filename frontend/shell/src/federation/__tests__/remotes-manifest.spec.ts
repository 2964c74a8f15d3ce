import { parseRemotesManifest } from '../remotes-manifest';

describe('parseRemotesManifest', () => {
  it('resolves same-origin paths against the page and keeps absolute URLs', () => {
    const manifest = parseRemotesManifest(
      {
        analysis: '/mf/analysis/mf-manifest.json',
        plans: 'http://localhost:4202/mf-manifest.json',
        coaching: '/mf/coaching/mf-manifest.json',
      },
      'http://127.0.0.1:3000/coming-soon?type=plan',
    );
    expect(manifest).toEqual({
      analysis: 'http://127.0.0.1:3000/mf/analysis/mf-manifest.json',
      plans: 'http://localhost:4202/mf-manifest.json',
      coaching: 'http://127.0.0.1:3000/mf/coaching/mf-manifest.json',
    });
  });

  it('names the remote whose URL is missing', () => {
    expect(() => parseRemotesManifest({ analysis: '/a', plans: '' }, 'http://x/')).toThrow(
      'no manifest URL for the "plans" remote',
    );
    expect(() => parseRemotesManifest(null, 'http://x/')).toThrow('must be a JSON object');
  });
});
