// The one way the frontends talk to the API (spec §7, §8): cookies always sent, JSON bodies, and any non-2xx
// answer turned into an error whose message is "<status>: <body text, or status text when the body is empty>".

export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    readonly status: number,
    /** The response body as text, or the status text when the body was empty. */
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
  }
}

/** What a 401 does: raise like any other failure (default), or resolve to null (e.g. "who am I" reads). */
export type UnauthorizedBehavior = 'throw' | 'returnNull';

export type QueryParamValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  url: string;
  method?: string;
  /** Sent as JSON with a JSON content type. */
  body?: unknown;
  params?: Record<string, QueryParamValue | QueryParamValue[]>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiRequestOptions {
  on401?: UnauthorizedBehavior;
  baseUrl?: string;
  fetchFn?: typeof fetch;
}

export function buildUrl(baseUrl: string, url: string, params?: ApiRequest['params']): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) query.append(key, String(item));
    }
  }
  const search = query.toString();
  return `${baseUrl}${url}${search ? (url.includes('?') ? '&' : '?') + search : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  const contentType = response.headers.get('content-type') ?? '';
  return contentType.includes('json') ? (JSON.parse(text) as unknown) : text;
}

/**
 * Sends one request. Resolves to the parsed body (JSON, else text; null for an empty body), to null on a 401 when
 * `on401` is 'returnNull', and rejects with ApiRequestError for every other non-2xx status.
 */
export async function apiRequest<T = unknown>(request: ApiRequest, options: ApiRequestOptions = {}): Promise<T | null> {
  const { on401 = 'throw', baseUrl = '', fetchFn = fetch } = options;
  const headers: Record<string, string> = { ...request.headers };
  const hasBody = request.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';

  const response = await fetchFn(buildUrl(baseUrl, request.url, request.params), {
    method: request.method ?? 'GET',
    credentials: 'include',
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
    signal: request.signal,
  });

  if (response.status === 401 && on401 === 'returnNull') return null;
  if (!response.ok) {
    const text = await response.text();
    throw new ApiRequestError(response.status, text || response.statusText);
  }
  return (await readBody(response)) as T | null;
}
