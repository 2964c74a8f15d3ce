import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INTEREST_MODAL_RESET_MS, INTEREST_TEXTS, REGISTRATION_FAILED_DEFAULT_TEXT, TOASTS } from '@fitness/contracts';
import { failure, fakeApi, json } from '@fitness/api-client/testing';
import { buildAnalysis, renderAt, USER_ID } from './harness';

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
    const sent = api.calls.find((call) => call.url === '/api/interest' && call.method === 'POST');
    expect(sent?.body).toEqual({ email: 'sam@example.com', planType: 'daily_tracking' });
    await waitFor(() => expect(screen.queryByText(INTEREST_TEXTS.success)).not.toBeInTheDocument(), { timeout: 4000 });
    await openModal();
    expect(screen.getByLabelText(INTEREST_TEXTS.email)).toHaveValue('');
  });

  it('keeps what is typed when it is opened again right after closing (the delayed clear cannot wipe it)', async () => {
    fakeApi({
      [`GET /api/analysis/${USER_ID}`]: () => json(buildAnalysis()),
      'POST /api/interest': () => json({ message: INTEREST_TEXTS.serverMessage }),
    });
    renderAt(`/analysis/${USER_ID}`);
    await openModal();
    await userEvent.type(screen.getByLabelText(INTEREST_TEXTS.email), 'sam@example.com');
    await userEvent.click(screen.getByRole('button', { name: INTEREST_TEXTS.submit }));
    expect(await screen.findByText(INTEREST_TEXTS.success)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(INTEREST_TEXTS.success)).not.toBeInTheDocument(), { timeout: 4000 });
    // fireEvent, not userEvent: the reopening and typing must land inside the 300 ms the old form takes to clear.
    fireEvent.click(screen.getByRole('button', { name: INTEREST_TEXTS.open }));
    fireEvent.change(screen.getByLabelText(INTEREST_TEXTS.email), { target: { value: 'kim@example.com' } });
    await new Promise((resolve) => setTimeout(resolve, INTEREST_MODAL_RESET_MS + 200));
    expect(screen.getByLabelText(INTEREST_TEXTS.email)).toHaveValue('kim@example.com');
  });

  it('asks for the email before sending anything', async () => {
    const api = fakeApi({ [`GET /api/analysis/${USER_ID}`]: () => json(buildAnalysis()) });
    renderAt(`/analysis/${USER_ID}`);
    await openModal();
    await userEvent.type(screen.getByLabelText(INTEREST_TEXTS.email), '   ');
    await userEvent.click(screen.getByRole('button', { name: INTEREST_TEXTS.submit }));
    expect(await screen.findByText(TOASTS.emailRequired.description)).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === '/api/interest')).toBe(false);
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
