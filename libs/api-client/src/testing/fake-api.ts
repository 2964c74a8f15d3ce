// The one fetch double of the frontends' tests (issue 37): the API answers each "METHOD /path" from a handler,
// records every call in order, and answers what no test routed with the API's own 404 error body. RTK Query (through
// apiRequest) and the raw photo PUT both go through fetch, so replacing fetch fakes the whole network boundary.
// Test files only: lint forbids importing '@fitness/api-client/testing' anywhere else, and no entry point reaches it.
import type { ApiErrorBody } from '@fitness/contracts';

export interface FakeResponse {
  status: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, instead of `body`: an SVG, a proxy's error text, an empty 500. */
  text?: string;
  /** Defaults to application/json. */
  contentType?: string;
  statusText?: string;
}

export interface RecordedCall {
  /** "METHOD url", the url as sent (query string included). */
  key: string;
  method: string;
  url: string;
  /** The JSON body, parsed; undefined when there is none or it is raw (a photo: see `init.body`). */
  body: unknown;
  /** The request as the caller made it. */
  init: RequestInit | undefined;
}

/** Answers one call. A handler that throws or rejects is a network failure: fetch rejects with its error. */
export type Handler = (body: unknown, call: RecordedCall) => FakeResponse | Promise<FakeResponse>;

/**
 * Handlers keyed "METHOD /path". A key names a call by its exact url ("GET /api/x?page=2"), by its path ("GET /api/x"
 * also answers "/api/x?page=2"), or by a path prefix ending in `*` ("PUT /api/photos/uploads/*"), tried in that order.
 */
export type ApiRoutes = Record<string, Handler>;

export interface FakeApi {
  /** Every call, in the order made. */
  readonly calls: RecordedCall[];
  /** The calls a route key names (same matching as the routes). */
  callsTo(key: string): RecordedCall[];
  /** The JSON body of the one call `key` names; fails the test when there were none or several. */
  onlyCallTo(key: string): unknown;
  /** The fetch function itself, to pass where a fetch is injected or to await an answer (`mock.results`). */
  readonly fetch: jest.Mock<Promise<Response>, [input: RequestInfo | URL, init?: RequestInit]>;
}

/** A JSON answer. */
export const json = (body: unknown, status = 200): FakeResponse => ({ status, body });

/** An error answer with the API's error body (`{ statusCode, code, message, requestId }`). */
export function failure(status: number, code = 'ERROR', message = code): FakeResponse {
  const body: ApiErrorBody = { statusCode: status, code, message, requestId: 'r-1' };
  return { status, body };
}

/** A promise with its resolve function, to hold an answer until the test lets it go. */
export function deferred<T = FakeResponse>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function pathOf(url: string): string {
  return new URL(url, 'http://localhost').pathname;
}

/** Whether a route key names the call (see `ApiRoutes`). */
function names(key: string, call: Pick<RecordedCall, 'method' | 'url'>): boolean {
  const [method, target = ''] = key.split(' ', 2);
  if (method !== call.method) return false;
  if (target.endsWith('*')) return pathOf(call.url).startsWith(target.slice(0, -1));
  return target === call.url || target === pathOf(call.url);
}

function handlerFor(routes: ApiRoutes, call: RecordedCall): Handler | undefined {
  const exact = routes[call.key] ?? routes[`${call.method} ${pathOf(call.url)}`];
  if (exact) return exact;
  const prefixes = Object.keys(routes).filter((key) => key.endsWith('*') && names(key, call));
  // The longest prefix is the most particular route.
  const longest = prefixes.sort((a, b) => b.length - a.length)[0];
  return longest === undefined ? undefined : routes[longest];
}

// jsdom has no Response; this is the part of one that apiRequest and the photo PUT read.
function respond(answer: FakeResponse, url: string): Response {
  const { status, statusText = '', contentType = 'application/json' } = answer;
  const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    url,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(JSON.parse(text) as unknown),
    blob: () => Promise.resolve(new Blob([text], { type: contentType })),
  } as unknown as Response;
}

/** A fake API that is not installed anywhere: pass `api.fetch` where a fetch function is injected. */
export function createFakeApi(routes: ApiRoutes = {}): FakeApi {
  const calls: RecordedCall[] = [];
  const callsTo = (key: string) => calls.filter((call) => names(key, call));
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: RecordedCall = { key: `${method} ${url}`, method, url, body, init };
    calls.push(call);
    const handler = handlerFor(routes, call);
    const answer = handler
      ? await handler(body, call)
      : failure(404, 'NOT_ROUTED', `No route for ${call.key} in this test`);
    return respond(answer, url);
  });
  return {
    calls,
    callsTo,
    onlyCallTo: (key) => {
      const matching = callsTo(key);
      expect(matching).toHaveLength(1);
      return matching[0]!.body;
    },
    fetch,
  };
}

let replaced: { fetch: typeof fetch } | undefined;

/** Installs a fake API as the global fetch for the current test; the original fetch is put back after it. */
export function fakeApi(routes: ApiRoutes = {}): FakeApi {
  const api = createFakeApi(routes);
  replaced ??= { fetch: globalThis.fetch };
  globalThis.fetch = api.fetch;
  return api;
}

// Registered once per test file that imports this module.
afterEach(() => {
  if (replaced === undefined) return;
  globalThis.fetch = replaced.fetch;
  replaced = undefined;
});
