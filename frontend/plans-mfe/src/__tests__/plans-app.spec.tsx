import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from '@fitness/ui';
import PlansApp from '../remote-app';
import { parseAmountCents } from '../pages/checkout-page';
import { createAppStore } from '../store/store';

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output aria-label="current location">{`${pathname}${search}`}</output>;
}

// As the shell mounts it: under a splat route, inside the host's router and theme, with a fresh store. Each page is a
// lazy chunk (pages/page-chunks.ts), so a test's first look waits for it (findBy, waitFor).
function renderRemote(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider>
        <Routes>
          <Route path="*" element={<PlansApp store={createAppStore()} />} />
        </Routes>
        <CurrentLocation />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

const currentLocation = () => screen.getByRole('status', { name: 'current location' });

describe('plans remote', () => {
  it('keeps only the preparing spinner, with a log, when the checkout address names no analysis (spec §2)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRemote('/checkout?analysisId=a-1&amount=2000');
    expect(await screen.findByText('Preparing secure checkout...')).toBeInTheDocument();
    expect(screen.queryByText('Expert Plan Checkout')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Checkout needs the analysisId of the analysis the plan is for');
    warn.mockRestore();
  });

  it('falls back to the default checkout amount of 2000 cents', () => {
    expect(parseAmountCents(undefined)).toBe(2000);
    expect(parseAmountCents('abc')).toBe(2000);
    expect(parseAmountCents('-5')).toBe(2000);
    expect(parseAmountCents('500')).toBe(500);
  });

  it('renders step 1 of 7 of the questionnaire with the expert badge by default and labelled fields', async () => {
    renderRemote('/questionnaire?analysisId=a-1');
    expect(await screen.findByText('Step 1 of 7')).toBeInTheDocument();
    expect(screen.getByText('$20 Expert Plan')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
  });

  it('shows the AI badge for planType=ai with an analysis', async () => {
    renderRemote('/questionnaire?planType=ai&analysisId=a-1');
    expect(await screen.findByText('$5 AI Plan')).toBeInTheDocument();
  });

  it('sends an AI questionnaire without an analysis home with the upload-photos-first message', async () => {
    renderRemote('/questionnaire?planType=ai');
    await waitFor(() => expect(currentLocation()).toHaveTextContent('/?message=upload-photos-first'));
  });

  it('renders the static questionnaire-complete page with its Return to Home link', async () => {
    renderRemote('/questionnaire-complete');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You!' })).toBeInTheDocument();
    expect(screen.getByText(/emailed to you within 24 hours/)).toBeInTheDocument();
    expect(screen.getByText('We send payment instructions for a simple $20.00 payment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('redirects /ai-plan-results without an analysisId to home, and frames it with one', async () => {
    renderRemote('/ai-plan-results');
    await waitFor(() => expect(currentLocation()).toHaveTextContent(/^\/$/));
  });

  it('renders the AI plan results frame, loading, when an analysisId is given', async () => {
    renderRemote('/ai-plan-results?analysisId=a-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your AI Fitness Plan' })).toBeInTheDocument();
    expect(screen.getByText('Loading your plan...')).toBeInTheDocument();
  });

  it('renders the plan variant of coming-soon', async () => {
    renderRemote('/coming-soon?analysisId=a-9');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Premium Fitness Plans Coming Soon!' }),
    ).toBeInTheDocument();
    expect(screen.getByText("We'll contact you soon!")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Analysis' })).toHaveAttribute('href', '/analysis/a-9');
  });
});
