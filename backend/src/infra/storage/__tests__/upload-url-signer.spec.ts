import { UploadUrlSigner } from '../upload-url-signer';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const KEY = 'uploads/3f2c8a4e-5b1d-4c7a-9e2f-0a1b2c3d4e5f';
const NOW = new Date('2030-01-01T12:00:00Z');
const EXPIRES_AT = new Date(NOW.getTime() + 15 * 60 * 1000);

function queryOf(url: string): { expires: string; signature: string } {
  const params = new URL(url, 'http://any.test').searchParams;
  return { expires: params.get('expires') ?? '', signature: params.get('signature') ?? '' };
}

describe('UploadUrlSigner', () => {
  const signer = new UploadUrlSigner(SECRET, '');

  it('makes a root-relative address under /api/photos/ with the expiry in unix seconds and a base64url signature', () => {
    const url = signer.urlFor(KEY, EXPIRES_AT);
    expect(url).toMatch(
      new RegExp(`^/api/photos/${KEY}\\?expires=${EXPIRES_AT.getTime() / 1000}&signature=[A-Za-z0-9_-]{43}$`),
    );
  });

  it('prefixes PUBLIC_BASE_URL when set', () => {
    const url = new UploadUrlSigner(SECRET, 'https://fitness.example/app').urlFor(KEY, EXPIRES_AT);
    expect(url.startsWith(`https://fitness.example/app/api/photos/${KEY}?`)).toBe(true);
  });

  it('accepts its own address for PUT until the expiry, then calls it expired', () => {
    const query = queryOf(signer.urlFor(KEY, EXPIRES_AT));
    expect(signer.check('PUT', KEY, query, NOW)).toBe('valid');
    expect(signer.check('PUT', KEY, query, new Date(EXPIRES_AT.getTime() - 1))).toBe('valid');
    expect(signer.check('PUT', KEY, query, EXPIRES_AT)).toBe('expired');
  });

  it('refuses the address for another method, another key, another expiry or another secret', () => {
    const query = queryOf(signer.urlFor(KEY, EXPIRES_AT));
    expect(signer.check('GET', KEY, query, NOW)).toBe('invalid');
    expect(signer.check('PUT', 'uploads/00000000-0000-4000-8000-000000000000', query, NOW)).toBe('invalid');
    expect(signer.check('PUT', KEY, { ...query, expires: String(Number(query.expires) + 3600) }, NOW)).toBe('invalid');
    expect(new UploadUrlSigner(`${SECRET}-other`, '').check('PUT', KEY, query, NOW)).toBe('invalid');
  });

  it('calls a forged address invalid even when its expiry has passed', () => {
    const query = queryOf(signer.urlFor(KEY, EXPIRES_AT));
    const forged = {
      ...query,
      signature: `${query.signature.slice(0, -1)}${query.signature.endsWith('A') ? 'B' : 'A'}`,
    };
    expect(signer.check('PUT', KEY, forged, new Date(EXPIRES_AT.getTime() + 60_000))).toBe('invalid');
  });

  it('calls an address without expiry or signature missing, and malformed ones invalid', () => {
    const query = queryOf(signer.urlFor(KEY, EXPIRES_AT));
    expect(signer.check('PUT', KEY, {}, NOW)).toBe('missing');
    expect(signer.check('PUT', KEY, { expires: query.expires }, NOW)).toBe('missing');
    expect(signer.check('PUT', KEY, { signature: query.signature }, NOW)).toBe('missing');
    expect(signer.check('PUT', KEY, { ...query, expires: [query.expires, query.expires] }, NOW)).toBe('invalid');
    expect(signer.check('PUT', KEY, { ...query, expires: '1e12' }, NOW)).toBe('invalid');
    expect(signer.check('PUT', KEY, { ...query, signature: 'short' }, NOW)).toBe('invalid');
  });

  describe('keyOf', () => {
    const withBase = new UploadUrlSigner(SECRET, 'https://fitness.example');

    it('reads the key from the address with or without its query, absolute or root-relative', () => {
      const url = withBase.urlFor(KEY, EXPIRES_AT);
      expect(withBase.keyOf(url)).toBe(KEY);
      expect(withBase.keyOf(url.split('?')[0]!)).toBe(KEY);
      expect(withBase.keyOf(`/api/photos/${KEY}`)).toBe(KEY);
      expect(signer.keyOf(`/api/photos/${KEY}`)).toBe(KEY);
      expect(signer.keyOf(`http://192.168.1.20:3000/api/photos/${KEY}`)).toBe(KEY);
    });

    it.each([
      ['another host', `https://elsewhere.example/api/photos/${KEY}`],
      ['another scheme', `ftp://fitness.example/api/photos/${KEY}`],
      ['a protocol-relative address', `//elsewhere.example/api/photos/${KEY}`],
      ['a path outside the upload path', `/api/trainers/${KEY}`],
      ['a relative path', `api/photos/${KEY}`],
      ['dot segments', '/api/photos/uploads/../../../etc/passwd'],
      ['encoded dot segments', '/api/photos/%2e%2e/%2e%2e/etc/passwd'],
      ['an encoded slash', '/api/photos/uploads%2Fx'],
      ['the bare upload path', '/api/photos/'],
      ['not a URL at all', 'http://[::1'],
    ])('refuses %s', (_label, reference) => {
      expect(withBase.keyOf(reference)).toBeNull();
    });
  });
});
