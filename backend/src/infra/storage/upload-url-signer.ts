import { createHmac, timingSafeEqual } from 'node:crypto';
import { assertValidKey, isValidKey } from './file-storage.port';

/** Local uploads are PUT to our own API under this path plus the key (`PUT /api/photos/uploads/:id`, PhotosController). */
export const LOCAL_UPLOAD_PATH = '/api/photos/';

/** What a PUT to a local upload address carries in its query. */
export interface SignedUploadQuery {
  expires?: unknown;
  signature?: unknown;
}

/** `missing`: no expiry or no signature (the bare photo reference); `invalid`: altered or not signed by us. */
export type UploadSignatureCheck = 'valid' | 'missing' | 'invalid' | 'expired';

const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/; // 32 bytes of HMAC-SHA256, base64url without padding
const EXPIRES_PATTERN = /^\d{1,12}$/;
const ABSOLUTE_OR_ROOT_RELATIVE = /^(?:https?:\/\/|\/(?!\/))/i;

/**
 * Signs and checks the upload addresses of local-disk storage:
 * `<PUBLIC_BASE_URL>/api/photos/<key>?expires=<unix seconds>&signature=<HMAC-SHA256 of method, key and expiry>`.
 * Without PUBLIC_BASE_URL the address is root-relative, so it works on whatever host the page was opened from.
 */
export class UploadUrlSigner {
  private readonly base: URL | undefined;

  constructor(
    private readonly secret: string,
    private readonly publicBaseUrl: string,
  ) {
    this.base = publicBaseUrl === '' ? undefined : new URL(`${publicBaseUrl}/`);
  }

  urlFor(key: string, expiresAt: Date): string {
    assertValidKey(key);
    const expires = Math.floor(expiresAt.getTime() / 1000);
    const query = new URLSearchParams({ expires: String(expires), signature: this.signature('PUT', key, expires) });
    return `${this.publicBaseUrl}${LOCAL_UPLOAD_PATH}${key}?${query.toString()}`;
  }

  /** Checks the query of a request made to the address of `key`. Forged or altered addresses are `invalid` even when old. */
  check(method: string, key: string, query: SignedUploadQuery, now: Date): UploadSignatureCheck {
    const { expires, signature } = query;
    if (expires === undefined || expires === '' || signature === undefined || signature === '') return 'missing';
    if (typeof expires !== 'string' || !EXPIRES_PATTERN.test(expires)) return 'invalid';
    if (typeof signature !== 'string' || !SIGNATURE_PATTERN.test(signature)) return 'invalid';
    const expected = Buffer.from(this.signature(method, key, Number(expires)));
    if (!timingSafeEqual(expected, Buffer.from(signature))) return 'invalid';
    return now.getTime() >= Number(expires) * 1000 ? 'expired' : 'valid';
  }

  /** The key an address of ours points at (query ignored; absolute or root-relative), or null. */
  keyOf(reference: string): string | null {
    if (!ABSOLUTE_OR_ROOT_RELATIVE.test(reference)) return null;
    let url: URL;
    try {
      // WHATWG parsing also resolves `..` and `%2e%2e` segments, so they cannot reach a key.
      url = new URL(reference, this.base ?? 'http://relative.invalid/');
    } catch {
      return null;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // With no PUBLIC_BASE_URL we do not know our own host: any host with our path is taken as ours.
    if (this.base !== undefined && url.origin !== this.base.origin) return null;
    const prefix = `${this.base?.pathname.replace(/\/$/, '') ?? ''}${LOCAL_UPLOAD_PATH}`;
    if (!url.pathname.startsWith(prefix)) return null;
    const key = url.pathname.slice(prefix.length);
    return isValidKey(key) ? key : null;
  }

  private signature(method: string, key: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${method.toUpperCase()}\n${key}\n${expires}`).digest('base64url');
  }
}
