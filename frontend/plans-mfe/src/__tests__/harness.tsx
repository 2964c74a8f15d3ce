// Test harness of the plans remote: the remote as the shell mounts it (under a splat route, with a fresh store, the
// host's theme and toasts), the address shown for assertions, fetch replaced at the boundary by a small fake API, and
// a fake EventSource for the AI plan's event stream.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AiPlanStateDto } from '@fitness/api-client';
import { TEST_CARD_FORM_TEXTS } from '@fitness/contracts';
import { ThemeProvider, ToastProvider } from '@fitness/ui';
import PlansApp from '../remote-app';
import { createAppStore } from '../store/store';

export const ANALYSIS_ID = '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b';
export const USER_ID = '0b9d6f3e-5a4c-4d2e-9f1a-2c3b4d5e6f70';
export const QUESTIONNAIRE_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

export interface FakeResponse {
  status: number;
  body?: unknown;
}

export type Handler = (body: unknown) => FakeResponse | Promise<FakeResponse>;

export interface RecordedCall {
  key: string;
  body: unknown;
}

/** An error body as the API sends it (`{ statusCode, code, message, requestId }`). */
export const failure = (status: number, code: string): FakeResponse => ({
  status,
  body: { statusCode: status, code, message: code, requestId: 'r-1' },
});

/** Replaces fetch with routes keyed "METHOD /path"; returns the calls made, in order. */
export function fakeApi(routes: Record<string, Handler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, body });
    const answer = (await routes[key]?.(body)) ?? failure(404, 'NOT_ROUTED');
    return {
      ok: answer.status < 300,
      status: answer.status,
      statusText: '',
      headers: { get: () => 'application/json' },
      text: () => Promise.resolve(answer.body === undefined ? '' : JSON.stringify(answer.body)),
    } as unknown as Response;
  }) as unknown as typeof fetch;
  return calls;
}

/** The body of the one call to `key`, failing the test when there were none or several. */
export function onlyCallTo(calls: RecordedCall[], key: string): unknown {
  const matching = calls.filter((call) => call.key === key);
  expect(matching).toHaveLength(1);
  return matching[0]!.body;
}

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output aria-label="current location">{`${pathname}${search}`}</output>;
}

export function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider>
        <ToastProvider>
          <Routes>
            <Route path="*" element={<PlansApp store={createAppStore()} />} />
          </Routes>
        </ToastProvider>
        <CurrentLocation />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

export const currentLocation = () => screen.getByRole('status', { name: 'current location' });

export const PAYMENTS_CONFIG: Record<string, Handler> = {
  'GET /api/payments/config': () => ({
    status: 200,
    body: { provider: 'embedded', publishableKey: null, testMode: true },
  }),
};

/** Fills the built-in test provider's card form and presses its button. */
export async function payWithTestCard(cardNumber: string, button: string): Promise<void> {
  await userEvent.type(await screen.findByLabelText(TEST_CARD_FORM_TEXTS.cardNumber), cardNumber);
  await userEvent.type(screen.getByLabelText(TEST_CARD_FORM_TEXTS.expiry), '1234');
  await userEvent.type(screen.getByLabelText(TEST_CARD_FORM_TEXTS.cvc), '123');
  await userEvent.click(screen.getByRole('button', { name: button }));
}

/** EventSource as the page uses it; each test sends it messages or fails it. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server sends a state (one `data:` line of JSON). */
  send(state: AiPlanStateDto): void {
    this.readyState = FakeEventSource.OPEN;
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(state) }));
  }

  /** The connection fails; `closed` when the browser gives up rather than reconnecting. */
  fail(closed: boolean): void {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.(new Event('error'));
  }

  static install(): void {
    FakeEventSource.instances = [];
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  }

  static uninstall(): void {
    delete (globalThis as { EventSource?: unknown }).EventSource;
  }
}

let originalFetch: typeof fetch;
beforeEach(() => {
  originalFetch = global.fetch;
});
afterEach(() => {
  global.fetch = originalFetch;
  FakeEventSource.uninstall();
});
