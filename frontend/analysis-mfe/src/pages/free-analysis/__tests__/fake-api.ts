// The network boundary of the free analysis, faked: global fetch answers each "METHOD path" from a handler and
// records every request, as the page's RTK Query client and its raw photo PUT both go through fetch.

export interface FakeResponse {
  status: number;
  body?: unknown;
}

export interface RecordedRequest {
  method: string;
  url: string;
  init: RequestInit | undefined;
  /** The JSON body parsed, for API calls. */
  json?: unknown;
}

export type Handler = (request: RecordedRequest) => FakeResponse | Promise<FakeResponse>;

export const USER_ID = '7d4f8a52-1b9e-4c3a-8f6d-2e5b0c9a1d73';

let uploadCount = 0;

/** A fresh signed address, as POST /api/photos/upload answers on local storage. */
export function nextUploadURL(): string {
  uploadCount += 1;
  return `/api/photos/uploads/00000000-0000-4000-8000-${String(uploadCount).padStart(12, '0')}?expires=1767225600&signature=sig${uploadCount}`;
}

const ANALYSIS = {
  id: 'a1',
  userId: USER_ID,
  createdAt: '2026-01-01T00:00:00.000Z',
  hasAiPlan: false,
  hasExpertPlan: false,
  userStats: {},
  analysisResults: {},
};

export const DEFAULT_HANDLERS: Record<string, Handler> = {
  'POST /api/photos/upload': () => ({ status: 201, body: { uploadURL: nextUploadURL() } }),
  'PUT /api/photos/uploads/*': () => ({ status: 204 }),
  'POST /api/users': () => ({ status: 201, body: { id: USER_ID } }),
  'POST /api/analysis': () => ({ status: 201, body: ANALYSIS }),
};

function routeKey(method: string, url: string): string {
  const path = new URL(url, 'http://localhost').pathname;
  return `${method} ${path.startsWith('/api/photos/uploads/') ? '/api/photos/uploads/*' : path}`;
}

function respond({ status, body }: FakeResponse): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status >= 400 ? 'Error' : 'OK',
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: () => Promise.resolve(text),
  } as unknown as Response;
}

/** Installs the fake on global fetch; override any route, and read `requests` (or `requestsTo`) afterwards. */
export function installFakeApi(overrides: Record<string, Handler> = {}) {
  const handlers = { ...DEFAULT_HANDLERS, ...overrides };
  const requests: RecordedRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const isJson = typeof init?.body === 'string';
    const request: RecordedRequest = { method, url, init, json: isJson ? JSON.parse(init.body as string) : undefined };
    requests.push(request);
    const handler = handlers[routeKey(method, url)];
    if (!handler) return respond({ status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: url } });
    return respond(await handler(request));
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    requests,
    requestsTo: (key: string) => requests.filter((request) => routeKey(request.method, request.url) === key),
    setHandler: (key: string, handler: Handler) => {
      handlers[key] = handler;
    },
  };
}

/** A promise with its resolve function, to hold a response until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
