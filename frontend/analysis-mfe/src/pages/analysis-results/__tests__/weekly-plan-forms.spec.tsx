import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WEEKLY_PLAN_STORAGE_KEY } from '@fitness/contracts';
import { deferred, failure, fakeApi, type FakeResponse, json } from '@fitness/api-client/testing';
import { ANALYSIS_ID, buildAnalysis, renderAt, USER_ID } from './harness';

// Filling antd selects in jsdom is slow on a shared machine.
jest.setTimeout(60_000);

// jsdom has no getComputedStyle for pseudo-elements; antd's modal asks for one to measure the scrollbar.
beforeEach(() => {
  const computedStyle = window.getComputedStyle.bind(window);
  jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => computedStyle(element));
});

const GENERATE = 'POST /api/generate-weekly-plan';

async function renderForms(generate: (body: unknown) => FakeResponse | Promise<FakeResponse>) {
  const analysis = buildAnalysis();
  const api = fakeApi({
    [`GET /api/analysis/${USER_ID}`]: () => json(analysis),
    [GENERATE]: (body) => generate(body),
  });
  renderAt(`/analysis/${USER_ID}`);
  const workout = await screen.findByRole('region', { name: 'Workout Plan' });
  const diet = screen.getByRole('region', { name: 'Diet Plan' });
  const generateCalls = () => api.calls.filter((call) => call.url === '/api/generate-weekly-plan');
  return { analysis, workout, diet, generateCalls };
}

/** Opens the select labelled `label` inside `scope` and picks the option shown as `option`. */
function choose(scope: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(scope).getByLabelText(label));
  const choices = Array.from(document.querySelectorAll<HTMLElement>(`.ant-select-item-option[title="${option}"]`));
  fireEvent.click(choices.at(-1)!);
}

const location = () => screen.getByRole('status', { name: 'current location' });

describe('weekly plan forms', () => {
  it('marks every unanswered select Required and sends nothing', async () => {
    const { workout, diet, generateCalls } = await renderForms(() => json({ plan: '<p>unused</p>' }));

    await userEvent.click(within(workout).getByRole('button', { name: 'Generate Workout Plan' }));
    await waitFor(() => expect(within(workout).getAllByText('Required')).toHaveLength(4));

    await userEvent.click(within(diet).getByRole('button', { name: 'Generate Nutrition Plan' }));
    await waitFor(() => expect(within(diet).getAllByText('Required')).toHaveLength(4));

    expect(generateCalls()).toHaveLength(0);
  });

  it('offers the spec options: days per week 3 to 7 and the three experience levels', async () => {
    const { workout } = await renderForms(() => json({ plan: '' }));
    fireEvent.mouseDown(within(workout).getByLabelText('Days per week'));
    expect(Array.from(document.querySelectorAll('.ant-select-item-option'), (option) => option.textContent)).toEqual([
      '3 days',
      '4 days',
      '5 days',
      '6 days',
      '7 days',
    ]);
    fireEvent.mouseDown(within(workout).getByLabelText('Experience level'));
    expect(screen.getByTitle('Intermediate (1-3 years)')).toBeInTheDocument();
  });

  it('generates a workout plan behind a blocking dialog, saves it for the session and opens /weekly-plan', async () => {
    const reply = deferred();
    const { analysis, workout, generateCalls } = await renderForms(() => reply.promise);

    choose(workout, 'Goal', 'Strength');
    choose(workout, 'Experience level', 'Beginner (0-1 year)');
    choose(workout, 'Days per week', '4 days');
    choose(workout, 'Equipment access', 'Bodyweight only');
    await userEvent.type(within(workout).getByLabelText('Injuries or limitations (optional)'), '  sore left knee ');
    await userEvent.click(within(workout).getByRole('button', { name: 'Generate Workout Plan' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Creating your workout plan');
    expect(dialog).toHaveTextContent('This may take up to 30 seconds.');
    expect(within(dialog).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    expect(generateCalls()[0]!.body).toEqual({
      type: 'workout',
      analysisId: ANALYSIS_ID,
      userAnalysis: analysis.analysisResults,
      answers: {
        goal: 'strength',
        experienceLevel: 'beginner',
        daysPerWeek: 4,
        equipmentAccess: 'bodyweight',
        limitations: 'sore left knee',
      },
    });

    await act(async () => reply.resolve(json({ plan: '<h2>Week 1</h2><p>Day 1: squats</p>' })));

    await waitFor(() => expect(location()).toHaveTextContent(/^\/weekly-plan$/));
    expect(JSON.parse(window.sessionStorage.getItem(WEEKLY_PLAN_STORAGE_KEY)!)).toEqual({
      type: 'workout',
      plan: '<h2>Week 1</h2><p>Day 1: squats</p>',
      userId: USER_ID,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Personalized Workout Plan' }),
    ).toBeInTheDocument();
  });

  it('closes the dialog and raises a destructive toast when the nutrition plan cannot be made', async () => {
    const { diet, generateCalls } = await renderForms(() => failure(503, 'AI_UNAVAILABLE'));

    choose(diet, 'Goal', 'Fat loss');
    choose(diet, 'Dietary restrictions', 'Vegetarian');
    choose(diet, 'Meals per day', '4-5 meals');
    choose(diet, 'Cooking skill', 'Basic');
    await userEvent.click(within(diet).getByRole('button', { name: 'Generate Nutrition Plan' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent('Plan not created');
    expect(toast).toHaveTextContent('The plan generator is not available right now. Please try again in a moment.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(generateCalls()[0]!.body).toMatchObject({
      type: 'nutrition',
      answers: { goal: 'fat-loss', dietaryRestrictions: 'vegetarian', mealFrequency: '4-5', cookingSkill: 'basic' },
    });
    expect((generateCalls()[0]!.body as { answers: unknown }).answers).not.toHaveProperty('allergies');
    expect(window.sessionStorage.getItem(WEEKLY_PLAN_STORAGE_KEY)).toBeNull();
    expect(location()).toHaveTextContent(`/analysis/${USER_ID}`);
  });
});
