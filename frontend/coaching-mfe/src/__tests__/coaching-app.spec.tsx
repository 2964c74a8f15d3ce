import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { TrainerDto } from '@fitness/api-client';
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

function answer(status: number, body: string, statusText = '') {
  return Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: { get: () => 'application/json' },
    text: () => Promise.resolve(body),
  } as unknown as Response);
}

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

let originalFetch: typeof fetch;
beforeEach(() => {
  originalFetch = global.fetch;
});
afterEach(() => {
  global.fetch = originalFetch;
});

describe('coaching remote', () => {
  it('loads the trainers from GET /api/trainers and shows one card each', async () => {
    // The trainers are held back until the test has seen the page loading them.
    let sendTrainers = () => {};
    const trainersSent = new Promise<void>((resolve) => (sendTrainers = resolve));
    const fetchMock = jest.fn(() => trainersSent.then(() => answer(200, JSON.stringify([trainer]))));
    global.fetch = fetchMock as unknown as typeof fetch;
    renderRemote('/coaching');

    expect(await screen.findByRole('heading', { level: 1, name: '1:1 Personal Coaching' })).toBeInTheDocument();
    expect(screen.getByText('All sessions are $100/hour via video call')).toBeInTheDocument();
    expect(screen.getByText('Loading trainers...')).toBeInTheDocument();
    sendTrainers();

    expect(await screen.findByRole('heading', { level: 3, name: 'Maya Chen' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toHaveTextContent('★★★★');
    expect(screen.getByText('$100/hour')).toBeInTheDocument();
    expect(screen.getByText('9 years experience')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How Coaching Works' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/trainers', expect.objectContaining({ credentials: 'include' }));
  });

  it('says so when the trainers cannot be loaded, and Retry asks again', async () => {
    const fetchMock = jest
      .fn()
      .mockImplementationOnce(() => answer(500, '', 'Internal Server Error'))
      .mockImplementationOnce(() => answer(200, JSON.stringify([trainer])));
    global.fetch = fetchMock as unknown as typeof fetch;
    renderRemote('/coaching');

    expect(await screen.findByText('The trainers could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Maya Chen' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('renders the coaching variant of coming-soon, and its thank-you variant', async () => {
    const first = renderRemote('/coming-soon?type=coaching');
    expect(
      await screen.findByRole('heading', { level: 1, name: '1:1 Personal Training Coming Soon!' }),
    ).toBeInTheDocument();
    first.unmount();

    renderRemote('/coming-soon?type=coaching&submitted=true&analysisId=a-3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You for Your Interest!' })).toBeInTheDocument();
    expect(screen.getByText(/email you with available times and pricing/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Analysis' })).toHaveAttribute('href', '/analysis/a-3');
  });
});
