// Test harness of the plans remote: the remote as the shell mounts it (under a splat route, with a fresh store, the
// host's theme and toasts), the address shown for assertions, and a fake EventSource for the AI plan's event stream.
// The tests fake the API at the fetch boundary with the shared double, '@fitness/api-client/testing'.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AiPlanStateDto } from '@fitness/api-client';
import type { ApiRoutes } from '@fitness/api-client/testing';
import { TEST_CARD_FORM_TEXTS } from '@fitness/contracts';
import { ThemeProvider, ToastProvider } from '@fitness/ui';
import PlansApp from '../remote-app';
import { createAppStore } from '../store/store';

export const ANALYSIS_ID = '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b';
export const USER_ID = '0b9d6f3e-5a4c-4d2e-9f1a-2c3b4d5e6f70';
export const QUESTIONNAIRE_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

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

export const PAYMENTS_CONFIG: ApiRoutes = {
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

afterEach(() => {
  FakeEventSource.uninstall();
});
