import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INTEREST_TEXTS, REGISTRATION_FAILED_DEFAULT_TEXT, TOASTS } from '@fitness/contracts';
import { buildAnalysis, failure, fakeApi, json, renderAt, USER_ID } from './harness';

jest.setTimeout(30_000);

async function openModal() {
  await userEvent.click(await screen.findByRole('button', { name: INTEREST_TEXTS.open }));
  return screen.findByRole('dialog', { name: INTEREST_TEXTS.title });
}

describe('the daily-tracking interest modal (spec §4)', () => {
  it('registers the trimmed email, says so, shows "You\'re all set!" and closes after 2 s, fields cleared', async () => {
    const api = fakeApi({
      [`GET /api/analysis/${USER_ID}`]: () => json(buildAnalysis()),
      'POST /api/interest': () => json({ message: INTEREST_TEXTS.serverMessage }),
    });
    renderAt(`/analysis/${USER_ID}`);
    await openModal();
    await userEvent.type(screen.getByLabelText(INTEREST_TEXTS.email), '  sam@example.com ');
    await userEvent.click(screen.getByRole('button', { name: INTEREST_TEXTS.submit }));
    expect(await screen.findByText(INTEREST_TEXTS.success)).toBeInTheDocument();
    expect(screen.getByText(INTEREST_TEXTS.serverMessage)).toBeInTheDocument();
    const sent = api.mock.calls.find(([url, init]) => String(url) === '/api/interest' && init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ email: 'sam@example.com', planType: 'daily_tracking' });
    await waitFor(() => expect(screen.queryByText(INTEREST_TEXTS.success)).not.toBeInTheDocument(), { timeout: 4000 });
    await openModal();
    expect(screen.getByLabelText(INTEREST_TEXTS.email)).toHaveValue('');
  });

  it('asks for the email before sending anything', async () => {
    const api = fakeApi({ [`GET /api/analysis/${USER_ID}`]: () => json(buildAnalysis()) });
    renderAt(`/analysis/${USER_ID}`);
    await openModal();
    await userEvent.type(screen.getByLabelText(INTEREST_TEXTS.email), '   ');
    await userEvent.click(screen.getByRole('button', { name: INTEREST_TEXTS.submit }));
    expect(await screen.findByText(TOASTS.emailRequired.description)).toBeInTheDocument();
    expect(api.mock.calls.some(([url]) => String(url) === '/api/interest')).toBe(false);
  });

  it('says Registration failed with the server’s reason and keeps the form', async () => {
    fakeApi({
      [`GET /api/analysis/${USER_ID}`]: () => json(buildAnalysis()),
      'POST /api/interest': () => failure(503, 'SERVICE_UNAVAILABLE'),
    });
    renderAt(`/analysis/${USER_ID}`);
    await openModal();
    await userEvent.type(screen.getByLabelText(INTEREST_TEXTS.email), 'sam@example.com');
    await userEvent.click(screen.getByRole('button', { name: INTEREST_TEXTS.submit }));
    expect(await screen.findByText(TOASTS.registrationFailed.title)).toBeInTheDocument();
    expect(screen.getByText('SERVICE_UNAVAILABLE')).toBeInTheDocument();
    expect(screen.getByLabelText(INTEREST_TEXTS.email)).toHaveValue('sam@example.com');
  });

  it("uses the spec's default text, 'Failed to register interest', when the server answers without a reason", async () => {
    fakeApi({
      [`GET /api/analysis/${USER_ID}`]: () => json(buildAnalysis()),
      'POST /api/interest': () => ({ status: 500 }),
    });
    renderAt(`/analysis/${USER_ID}`);
    await openModal();
    await userEvent.type(screen.getByLabelText(INTEREST_TEXTS.email), 'sam@example.com');
    await userEvent.click(screen.getByRole('button', { name: INTEREST_TEXTS.submit }));
    expect(await screen.findByText(REGISTRATION_FAILED_DEFAULT_TEXT)).toBeInTheDocument();
  });
});
