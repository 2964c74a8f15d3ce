import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { TrainerDto } from '@fitness/api-client';
import { fakeApi } from '@fitness/api-client/testing';
import { BOOKING_TEXTS, TOASTS } from '@fitness/contracts';
import { ThemeProvider, ToastProvider } from '@fitness/ui';
import { bookedPath } from '../pages/booking-dialog';
import CoachingApp from '../remote-app';
import { createAppStore } from '../store/store';

jest.setTimeout(30_000);

const TRAINER: TrainerDto = {
  id: '8a4f0a2e-3b6c-4d7e-9f10-112233445566',
  name: 'Maya Chen',
  avatar: '/api/trainers/t-1/avatar.svg',
  certifications: 'NASM-CPT',
  experience: 9,
  hourlyRate: 120,
  rating: 5,
  specialization: 'Strength & Conditioning',
};

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output aria-label="current location">{`${pathname}${search}`}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider>
        <ToastProvider>
          <Routes>
            <Route path="*" element={<CoachingApp store={createAppStore()} />} />
          </Routes>
        </ToastProvider>
        <CurrentLocation />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

const trainers = { 'GET /api/trainers': () => ({ status: 200, body: [TRAINER] }) };

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: `Book Session with ${TRAINER.name}` }));
  return screen.findByRole('dialog', { name: BOOKING_TEXTS.title(TRAINER.name) });
}

async function fill(dialog: HTMLElement, { name = 'Kai Rivers', email = 'kai@example.com', time = '2099-01-15T10:30' } = {}) {
  if (name) await userEvent.type(screen.getByLabelText(BOOKING_TEXTS.name), name);
  if (email) await userEvent.type(screen.getByLabelText(BOOKING_TEXTS.email), email);
  if (time) await userEvent.type(screen.getByLabelText(BOOKING_TEXTS.scheduledAt), time);
  return dialog;
}

describe('booking a session', () => {
  it('shows the cost and payment note, and sends the booking, then the thank-you page', async () => {
    const { calls } = fakeApi({
      ...trainers,
      'POST /api/track-interest': () => ({ status: 200, body: { recorded: true, booking: { id: 'b', status: 'requested' } } }),
    });
    renderAt('/coaching');
    const dialog = await openDialog();
    expect(screen.getByText(BOOKING_TEXTS.cost(120))).toBeInTheDocument();
    expect(screen.getByText(BOOKING_TEXTS.paymentNote)).toBeInTheDocument();
    expect(screen.getByLabelText(BOOKING_TEXTS.scheduledAt)).toHaveAttribute('min');
    await fill(dialog);
    await userEvent.type(screen.getByLabelText(/Message/), 'Mornings suit me');
    await userEvent.click(screen.getByRole('button', { name: BOOKING_TEXTS.confirm }));

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent('/coming-soon?type=coaching&submitted=true'),
    );
    const sent = calls.find((call) => call.key === 'POST /api/track-interest')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      type: 'coaching',
      trainerName: TRAINER.name,
      userEmail: 'kai@example.com',
      userName: 'Kai Rivers',
      scheduledAt: new Date('2099-01-15T10:30').toISOString(),
      message: 'Mornings suit me',
    });
    expect(typeof sent.timestamp).toBe('string');
    // Spec §3: the form holds the trainer's id, which is not sent.
    expect(sent).not.toHaveProperty('trainerId');
  });

  /** Books a session in a browser whose Intl reports `timeZone`; returns the body the API received. */
  async function bookIn(timeZone: string): Promise<Record<string, unknown>> {
    const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
    jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...resolvedOptions.call(this), timeZone };
    });
    const { calls } = fakeApi({
      ...trainers,
      'POST /api/track-interest': () => ({ status: 200, body: { recorded: true, booking: { id: 'b', status: 'requested' } } }),
    });
    renderAt('/coaching');
    await fill(await openDialog());
    await userEvent.click(screen.getByRole('button', { name: BOOKING_TEXTS.confirm }));
    await waitFor(() => expect(calls.some((call) => call.key === 'POST /api/track-interest')).toBe(true));
    return calls.find((call) => call.key === 'POST /api/track-interest')?.body as Record<string, unknown>;
  }

  it("sends the browser's time zone with the booking, so emails show the visitor's local time", async () => {
    expect(await bookIn('America/Sao_Paulo')).toMatchObject({ type: 'coaching', timeZone: 'America/Sao_Paulo' });
  });

  it('sends no time zone when the browser cannot tell its own, rather than one the API refuses', async () => {
    const sent = await bookIn('Etc/Unknown');
    expect(sent).toMatchObject({ type: 'coaching', userEmail: 'kai@example.com' });
    expect(sent).not.toHaveProperty('timeZone');
  });

  it('says Missing Information and sends nothing while a required field is empty', async () => {
    const { calls } = fakeApi(trainers);
    renderAt('/coaching');
    const dialog = await openDialog();
    await fill(dialog, { email: '' });
    await userEvent.click(screen.getByRole('button', { name: BOOKING_TEXTS.confirm }));
    expect(await screen.findByText(TOASTS.missingInformation.description)).toBeInTheDocument();
    expect(calls.some((call) => call.key === 'POST /api/track-interest')).toBe(false);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('refuses a time in the past before sending anything (spec §5: not earlier than now)', async () => {
    const { calls } = fakeApi(trainers);
    renderAt('/coaching');
    const dialog = await openDialog();
    await fill(dialog, { time: '2001-01-15T10:30' });
    await userEvent.click(screen.getByRole('button', { name: BOOKING_TEXTS.confirm }));
    expect(await screen.findByText(TOASTS.bookingTimeInPast.description)).toBeInTheDocument();
    expect(calls.some((call) => call.key === 'POST /api/track-interest')).toBe(false);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps the dialog open with Submission Failed when the server refuses', async () => {
    fakeApi({ ...trainers, 'POST /api/track-interest': () => ({ status: 400, body: { code: 'DUPLICATE_BOOKING' } }) });
    renderAt('/coaching');
    const dialog = await openDialog();
    await fill(dialog);
    await userEvent.click(screen.getByRole('button', { name: BOOKING_TEXTS.confirm }));
    expect(await screen.findByText(TOASTS.coachingSubmissionFailed.description)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText(BOOKING_TEXTS.name)).toHaveValue('Kai Rivers');
  });
});

describe('coming from the results page', () => {
  const ANALYSIS_ID = '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b';

  it("after a booking, 'Back to Analysis' goes to the analysis the visitor came from", async () => {
    fakeApi({
      ...trainers,
      'POST /api/track-interest': () => ({ status: 200, body: { recorded: true, booking: { id: 'b', status: 'requested' } } }),
    });
    renderAt(`/coaching?analysisId=${ANALYSIS_ID}`);
    await fill(await openDialog());
    await userEvent.click(screen.getByRole('button', { name: BOOKING_TEXTS.confirm }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You for Your Interest!' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(
      `/coming-soon?type=coaching&submitted=true&analysisId=${ANALYSIS_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Back to Analysis' })).toHaveAttribute('href', `/analysis/${ANALYSIS_ID}`);
  });

  it('passes on only an analysis id, not whatever the address holds', () => {
    expect(bookedPath('../../admin')).toBe('/coming-soon?type=coaching&submitted=true');
    expect(bookedPath(null)).toBe('/coming-soon?type=coaching&submitted=true');
    expect(bookedPath(ANALYSIS_ID)).toBe(`/coming-soon?type=coaching&submitted=true&analysisId=${ANALYSIS_ID}`);
  });
});

describe('/coming-soon?type=coaching', () => {
  it('reports the view once on load, with the analysis it came from', async () => {
    const { calls } = fakeApi({ 'POST /api/track-interest': () => ({ status: 200, body: { recorded: true } }) });
    renderAt('/coming-soon?type=coaching&analysisId=6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b');
    await waitFor(() => expect(calls.filter((call) => call.key === 'POST /api/track-interest')).toHaveLength(1));
    expect(calls[0].body).toMatchObject({ type: 'coaching', analysisId: '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b', timestamp: expect.any(String) });
  });
});
