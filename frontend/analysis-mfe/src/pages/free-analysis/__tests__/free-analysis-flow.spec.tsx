import { act, screen, waitFor, within } from '@testing-library/react';
import { dismissToast } from '@fitness/ui';
import { installFakeApi, USER_ID } from './free-analysis-api';
import { findToast, computeStylesFromInlineOnly, renderFreeAnalysis, uploadBoth } from './render-page';

type User = ReturnType<typeof renderFreeAnalysis>['user'];

// Whole-page flows through antd forms take a few seconds each in jsdom on a shared machine.
jest.setTimeout(20_000);

beforeEach(() => {
  computeStylesFromInlineOnly();
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  dismissToast();
  jest.useRealTimers();
});

async function skipPhotos(user: User) {
  await user.click(
    screen.getByRole('button', {
      name: 'Prefer not to upload photos? Continue without photos (slightly less precise)',
    }),
  );
  return screen.findByRole('heading', { name: 'Tell Us About Yourself' });
}

async function continueToEmail(user: User) {
  await user.click(screen.getByRole('button', { name: 'Continue to Email' }));
  return screen.findByRole('heading', { name: 'Get Your Analysis!' });
}

async function submitEmail(user: User, email: string) {
  const field = screen.getByRole('textbox', { name: 'Email address' });
  await user.clear(field);
  if (email) await user.type(field, email);
  await user.click(screen.getByRole('button', { name: 'Get My Analysis' }));
}

describe('free analysis, step 2: stats', () => {
  it('skipping photos moves to step 2 with the body-fat estimate and fitness level, and focuses its heading', async () => {
    installFakeApi();
    const { user } = renderFreeAnalysis();

    const heading = await skipPhotos(user);

    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('67%')).toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Estimated body fat' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Fitness level' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Age' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Height' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Weight' })).toBeInTheDocument();
  });

  it('with both photos the stats step asks neither for a body-fat estimate nor a fitness level', async () => {
    installFakeApi();
    const { user } = renderFreeAnalysis();
    await uploadBoth(user);

    await user.click(screen.getByRole('button', { name: 'Continue to Questions' }));

    expect(await screen.findByRole('heading', { name: 'Tell Us About Yourself' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Estimated body fat' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Fitness level' })).not.toBeInTheDocument();
  });

  it('scrolls smoothly to the new step, or instantly when the user prefers reduced motion', async () => {
    installFakeApi();
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
    const { user } = renderFreeAnalysis();
    await skipPhotos(user);
    expect(scrolled).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrolled.mock.contexts.at(-1)).toBe(screen.getByRole('region', { name: 'Tell Us About Yourself' }));

    window.matchMedia = (query: string) =>
      ({
        matches: query === '(prefers-reduced-motion: reduce)',
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList;
    await continueToEmail(user);
    expect(scrolled).toHaveBeenLastCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('keeps the more precise measurements collapsed until asked for, each with how to measure it', async () => {
    installFakeApi();
    const { user } = renderFreeAnalysis();
    await skipPhotos(user);

    const toggle = screen.getByRole('button', { name: /More precise \(optional\)/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const waist = screen.getByRole('spinbutton', { name: 'Waist (cm)' });
    expect(waist).toBeVisible();
    expect(screen.getByText('Around your navel, standing relaxed, after breathing out.')).toBeVisible();
    expect(screen.getByText("Just below your Adam's apple, tape level.")).toBeVisible();
    expect(screen.getByText('Around the widest point of your buttocks.')).toBeVisible();
    expect(screen.getByText('Count your pulse for 60 seconds after waking, before you get up.')).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: 'Resting heart rate (bpm)' })).toBeVisible();
  });
});

describe('free analysis, step 3: email and submit', () => {
  it('refuses an empty email or one without @ with the spec toast, sending nothing', async () => {
    const api = installFakeApi();
    const { user } = renderFreeAnalysis();
    await skipPhotos(user);
    await continueToEmail(user);
    const field = screen.getByRole('textbox', { name: 'Email address' });
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toBeRequired();

    await submitEmail(user, '');
    await findToast('Invalid Email', 'Please enter a valid email address.');
    act(() => dismissToast());
    await submitEmail(user, 'someone.example.com');
    await findToast('Invalid Email', 'Please enter a valid email address.');

    expect(api.calls).toHaveLength(0);
    expect(field).toHaveFocus();
  });

  it('with both photos creates the user, then the analysis with the stats and both photo references', async () => {
    const api = installFakeApi();
    const { user } = renderFreeAnalysis();
    await uploadBoth(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Questions' }));
    await screen.findByRole('heading', { name: 'Tell Us About Yourself' });
    await continueToEmail(user);

    await submitEmail(user, '  alex@example.com ');

    expect(await screen.findByRole('heading', { name: 'Analyzing Your Photos' })).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: `Results of ${USER_ID}` }, { timeout: 4000 }),
    ).toBeInTheDocument();

    const calls = api.calls.filter((request) => !request.url.startsWith('/api/photos'));
    expect(calls.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/users',
      'POST /api/analysis',
    ]);
    expect(calls[0]!.body).toEqual({ email: 'alex@example.com' });
    const [frontPut, sidePut] = api.callsTo('PUT /api/photos/uploads/*').map((request) => request.url);
    expect(calls[1]!.body).toEqual({
      userId: USER_ID,
      userStats: {
        age: 25,
        gender: 'male',
        height: '175',
        weight: '70',
        goal: 'general_fitness',
        activityLevel: 'moderately_active',
      },
      frontPhotoURL: frontPut!.split('?')[0],
      sidePhotoURL: sidePut!.split('?')[0],
    });
  });

  it('in no-photo mode sends the body-fat estimate and fitness level and no photos, even when photos were uploaded', async () => {
    const api = installFakeApi();
    const { user } = renderFreeAnalysis();
    await uploadBoth(user);
    await skipPhotos(user);
    await continueToEmail(user);

    await submitEmail(user, 'sam@example.com');

    expect(await screen.findByRole('heading', { name: 'Analyzing Your Stats' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /api/analysis')).toHaveLength(1));
    const body = api.callsTo('POST /api/analysis')[0]!.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('frontPhotoURL');
    expect(body).not.toHaveProperty('sidePhotoURL');
    expect(body.userStats).toEqual(expect.objectContaining({ bfPercent: 20, athleteLevel: 'beginner' }));
  });

  it('sends height and weight in feet/inches and pounds, and tape measures in cm, after switching to imperial', async () => {
    const api = installFakeApi();
    const { user } = renderFreeAnalysis();
    await skipPhotos(user);

    await user.click(screen.getByRole('radio', { name: 'Imperial (ft/in, lb)' }));
    expect(screen.getByRole('combobox', { name: 'Height' }).closest('.ant-select')).toHaveTextContent(`5'9"`);
    expect(screen.getByRole('combobox', { name: 'Weight' }).closest('.ant-select')).toHaveTextContent('154 lb');
    await user.click(screen.getByRole('button', { name: /More precise \(optional\)/ }));
    await user.type(screen.getByRole('spinbutton', { name: 'Waist (in)' }), '32');
    await user.type(screen.getByRole('spinbutton', { name: 'Neck (in)' }), '15.5');
    await user.type(screen.getByRole('spinbutton', { name: 'Resting heart rate (bpm)' }), '58');
    await continueToEmail(user);
    await submitEmail(user, 'kim@example.com');

    await waitFor(() => expect(api.callsTo('POST /api/analysis')).toHaveLength(1));
    const { userStats } = api.callsTo('POST /api/analysis')[0]!.body as { userStats: Record<string, unknown> };
    expect(userStats).toEqual(
      expect.objectContaining({ height: `5'9"`, weight: '154 lb', waistCm: 81.3, neckCm: 39.4, restingHeartRate: 58 }),
    );
    expect(userStats).not.toHaveProperty('hipCm');
  });

  it('converts what was typed when switching units back to metric', async () => {
    const api = installFakeApi();
    const { user } = renderFreeAnalysis();
    await skipPhotos(user);
    await user.click(screen.getByRole('button', { name: /More precise \(optional\)/ }));
    await user.type(screen.getByRole('spinbutton', { name: 'Waist (cm)' }), '80');

    await user.click(screen.getByRole('radio', { name: 'Imperial (ft/in, lb)' }));
    expect(screen.getByRole('spinbutton', { name: 'Waist (in)' })).toHaveValue('31.5');
    await user.click(screen.getByRole('radio', { name: 'Metric (cm, kg)' }));
    expect(screen.getByRole('spinbutton', { name: 'Waist (cm)' })).toHaveValue('80.0');
    await continueToEmail(user);
    await submitEmail(user, 'kim@example.com');

    await waitFor(() => expect(api.callsTo('POST /api/analysis')).toHaveLength(1));
    const { userStats } = api.callsTo('POST /api/analysis')[0]!.body as { userStats: Record<string, unknown> };
    expect(userStats).toEqual(expect.objectContaining({ height: '175', weight: '70', waistCm: 80 }));
  });

  it('sends the options picked in the selects', async () => {
    const api = installFakeApi();
    const { user } = renderFreeAnalysis();
    await skipPhotos(user);

    // Typing narrows the list, then the option is clicked.
    await user.click(screen.getByRole('combobox', { name: 'Age' }));
    await user.keyboard('41');
    await user.click(await screen.findByTitle('41'));
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(screen.getByRole('combobox', { name: 'Goal' }));
    await user.click(await screen.findByTitle('Build muscle'));
    await continueToEmail(user);
    await submitEmail(user, 'kim@example.com');

    await waitFor(() => expect(api.callsTo('POST /api/analysis')).toHaveLength(1));
    const { userStats } = api.callsTo('POST /api/analysis')[0]!.body as { userStats: Record<string, unknown> };
    expect(userStats).toEqual(expect.objectContaining({ age: 41, gender: 'female', goal: 'build_muscle' }));
  });

  it('redirects to the results 1.5 s after the analysis succeeds, not before', async () => {
    jest.useFakeTimers();
    installFakeApi();
    const { user } = renderFreeAnalysis({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await skipPhotos(user);
    await continueToEmail(user);
    await submitEmail(user, 'sam@example.com');

    expect(await screen.findByText('Your analysis is ready. Taking you to your results...')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1499));
    expect(screen.getByRole('heading', { name: 'Analyzing Your Stats' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: `Results of ${USER_ID}` })).toBeInTheDocument();
  });

  it('when the analysis fails shows the error toast and returns to the email step with the email kept', async () => {
    installFakeApi({ 'POST /api/analysis': () => ({ status: 500, body: { statusCode: 500, code: 'INTERNAL' } }) });
    const { user } = renderFreeAnalysis();
    await skipPhotos(user);
    await continueToEmail(user);

    await submitEmail(user, 'sam@example.com');

    await findToast('Error', 'Failed to process your analysis. Please try again.');
    const heading = await screen.findByRole('heading', { name: 'Get Your Analysis!' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('sam@example.com');
    expect(screen.getByRole('button', { name: 'Get My Analysis' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Analyzing Your Stats' })).not.toBeInTheDocument();
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
  });

  it('when creating the user fails asks for no analysis', async () => {
    const api = installFakeApi({ 'POST /api/users': () => ({ status: 503 }) });
    const { user } = renderFreeAnalysis();
    await skipPhotos(user);
    await continueToEmail(user);

    await submitEmail(user, 'sam@example.com');

    await findToast('Error', 'Failed to process your analysis. Please try again.');
    expect(api.callsTo('POST /api/analysis')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Get Your Analysis!' })).toBeInTheDocument();
  });

  it("lists the server's reasons when it refuses the answers, and the stats stay as they were", async () => {
    const reason =
      'Weight 40 kg at height 220 cm gives a BMI of 8.3, outside 12-80: please check both, and their units.';
    installFakeApi({
      'POST /api/analysis': () => ({
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Invalid stats', details: { weight: [reason] } },
      }),
    });
    const { user } = renderFreeAnalysis();
    await skipPhotos(user);
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await continueToEmail(user);

    await submitEmail(user, 'sam@example.com');

    await findToast('Error', 'Failed to process your analysis. Please try again.');
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
  });
});

describe('free analysis, loading view', () => {
  it('replaces the steps while the analysis runs, saying it may take 30 seconds', async () => {
    installFakeApi({ 'POST /api/analysis': () => new Promise(() => {}) });
    const { user } = renderFreeAnalysis();
    await skipPhotos(user);
    await continueToEmail(user);

    await submitEmail(user, 'sam@example.com');

    const heading = await screen.findByRole('heading', { name: 'Analyzing Your Stats' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(screen.getByRole('region', { name: 'Analyzing Your Stats' })).getByRole('status')).toHaveTextContent(
      'This may take up to 30 seconds.',
    );
    expect(screen.queryByRole('button', { name: 'Get My Analysis' })).not.toBeInTheDocument();
  });
});
