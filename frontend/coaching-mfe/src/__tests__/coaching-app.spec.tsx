import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { TrainerDto } from '@fitness/api-client';
import { deferred, fakeApi, json } from '@fitness/api-client/testing';
import { ThemeProvider } from '@fitness/ui';
import CoachingApp from '../remote-app';
import { createAppStore } from '../store/store';

const trainer: TrainerDto = {
  id: 't-1',
  name: 'Maya Chen',
  avatar: '/api/trainers/t-1/avatar.svg',
  certifications: 'NASM-CPT, Precision Nutrition L1',
  experience: 9,
  hourlyRate: 100,
  rating: 4,
  specialization: 'Strength & Conditioning',
};

// As the shell mounts it: under a splat route, inside the host's router and theme, with a fresh store. Each page is a
// lazy chunk (pages/page-chunks.ts), so a test's first look waits for it (findBy).
function renderRemote(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider>
        <Routes>
          <Route path="*" element={<CoachingApp store={createAppStore()} />} />
        </Routes>
      </ThemeProvider>
    </MemoryRouter>,
  );
}

describe('coaching remote', () => {
  it('loads the trainers from GET /api/trainers and shows one card each', async () => {
    // The trainers are held back until the test has seen the page loading them.
    const trainers = deferred();
    const api = fakeApi({ 'GET /api/trainers': () => trainers.promise });
    renderRemote('/coaching');

    expect(await screen.findByRole('heading', { level: 1, name: '1:1 Personal Coaching' })).toBeInTheDocument();
    expect(screen.getByText('All sessions are $100/hour via video call')).toBeInTheDocument();
    expect(screen.getByText('Loading trainers...')).toBeInTheDocument();
    trainers.resolve(json([trainer]));

    expect(await screen.findByRole('heading', { level: 3, name: 'Maya Chen' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toHaveTextContent('★★★★');
    expect(screen.getByText('$100/hour')).toBeInTheDocument();
    expect(screen.getByText('9 years experience')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How Coaching Works' })).toBeInTheDocument();
    expect(api.fetch).toHaveBeenCalledWith('/api/trainers', expect.objectContaining({ credentials: 'include' }));
  });

  it('says so when the trainers cannot be loaded, and Retry asks again', async () => {
    const answers = [{ status: 500, statusText: 'Internal Server Error', text: '' }, json([trainer])];
    const api = fakeApi({ 'GET /api/trainers': () => answers.shift()! });
    renderRemote('/coaching');

    expect(await screen.findByText('The trainers could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Maya Chen' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
  });

  it('renders the coaching variant of coming-soon, reporting its view once, and its thank-you variant', async () => {
    const api = fakeApi({ 'POST /api/track-interest': () => json({ recorded: true }) });
    const first = renderRemote('/coming-soon?type=coaching');
    expect(
      await screen.findByRole('heading', { level: 1, name: '1:1 Personal Training Coming Soon!' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /api/track-interest')).toHaveLength(1));
    expect(api.onlyCallTo('POST /api/track-interest')).toMatchObject({ type: 'coaching' });
    first.unmount();

    renderRemote('/coming-soon?type=coaching&submitted=true&analysisId=a-3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You for Your Interest!' })).toBeInTheDocument();
    expect(screen.getByText(/email you with available times and pricing/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Analysis' })).toHaveAttribute('href', '/analysis/a-3');
  });
});
