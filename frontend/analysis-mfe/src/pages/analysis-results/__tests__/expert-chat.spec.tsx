import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXPERT_EXAMPLE_PROMPTS, EXPERT_QUESTION_MAX_LENGTH } from '@fitness/contracts';
import { deferred, failure, fakeApi, type FakeResponse, json } from '@fitness/api-client/testing';
import { ANALYSIS_ID, buildAnalysis, renderAt, USER_ID } from './harness';

jest.setTimeout(30_000);

const ASK = 'POST /api/ask-expert';

async function renderChat(ask: (body: unknown) => FakeResponse | Promise<FakeResponse>) {
  const analysis = buildAnalysis();
  const api = fakeApi({ [`GET /api/analysis/${USER_ID}`]: () => json(analysis), [ASK]: (body) => ask(body) });
  renderAt(`/analysis/${USER_ID}`);
  const section = await screen.findByRole('region', { name: 'Ask AI Expert' });
  const input = within(section).getByLabelText('Your question');
  const send = within(section).getByRole('button', { name: 'Send' });
  const log = within(section).getByRole('log', { name: 'Conversation with the AI expert' });
  const askCalls = () => api.calls.filter((call) => call.url === '/api/ask-expert');
  return { analysis, section, input, send, log, askCalls };
}

describe('Ask AI Expert', () => {
  it('keeps Send disabled for a blank question and limits the question length', async () => {
    const { input, send } = await renderChat(() => json({ answer: 'unused' }));
    expect(send).toBeDisabled();
    await userEvent.type(input, '   ');
    expect(send).toBeDisabled();
    await userEvent.type(input, 'Rest days?');
    expect(send).toBeEnabled();
    expect(input).toHaveAttribute('maxLength', String(EXPERT_QUESTION_MAX_LENGTH));
  });

  it('appends the question, shows the thinking indicator while waiting, then appends the answer and clears the input', async () => {
    const reply = deferred();
    const { analysis, section, input, send, log, askCalls } = await renderChat(() => reply.promise);

    await userEvent.type(input, 'How much protein do I need?{Enter}');

    expect(within(log).getByText('How much protein do I need?')).toBeInTheDocument();
    expect(within(section).getByText('The AI expert is thinking...')).toBeInTheDocument();
    expect(send).toBeDisabled();
    for (const example of EXPERT_EXAMPLE_PROMPTS) {
      expect(within(section).getByRole('button', { name: example })).toBeDisabled();
    }
    expect(askCalls()[0]!.body).toEqual({
      question: 'How much protein do I need?',
      analysisId: ANALYSIS_ID,
      userAnalysis: analysis.analysisResults,
    });

    await act(async () =>
      reply.resolve(json({ answer: 'About 131 g a day.\n- Spread it over 4 meals\n- Include it at breakfast' })),
    );

    expect(await within(log).findByText('About 131 g a day.')).toBeInTheDocument();
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'YouHow much protein do I need?',
      'AI ExpertAbout 131 g a day.Spread it over 4 mealsInclude it at breakfast',
      'Spread it over 4 meals',
      'Include it at breakfast',
    ]);
    expect(input).toHaveValue('');
    expect(within(section).queryByText('The AI expert is thinking...')).not.toBeInTheDocument();
    expect(send).toBeDisabled();
  });

  it('shows an answer as text, never as HTML', async () => {
    const { input, log } = await renderChat(() => json({ answer: '<img src=x onerror="alert(1)"> is not markup' }));
    await userEvent.type(input, 'Markup?{Enter}');
    expect(await within(log).findByText('<img src=x onerror="alert(1)"> is not markup')).toBeInTheDocument();
    expect(log.querySelector('img')).toBeNull();
  });

  it('sends an example prompt in one click', async () => {
    const { section, log, askCalls } = await renderChat(() => json({ answer: 'Train your core and lower body fat.' }));
    await userEvent.click(within(section).getByRole('button', { name: EXPERT_EXAMPLE_PROMPTS[0] }));

    expect(within(log).getByText(EXPERT_EXAMPLE_PROMPTS[0])).toBeInTheDocument();
    expect(await within(log).findByText('Train your core and lower body fat.')).toBeInTheDocument();
    expect(askCalls()[0]!.body).toMatchObject({ question: EXPERT_EXAMPLE_PROMPTS[0] });
  });

  it('says so in the conversation when the expert cannot answer, keeps the question, and Try again asks once more', async () => {
    const answers = [failure(503, 'AI_UNAVAILABLE'), json({ answer: 'Sleep 7-9 hours.' })];
    const { input, log, askCalls } = await renderChat(() => answers.shift()!);

    await userEvent.type(input, 'How much sleep?{Enter}');
    expect(
      await within(log).findByText("The AI expert isn't available right now. Please try again in a moment."),
    ).toBeInTheDocument();
    expect(input).toHaveValue('How much sleep?');

    await userEvent.click(within(log).getByRole('button', { name: 'Try again' }));
    expect(await within(log).findByText('Sleep 7-9 hours.')).toBeInTheDocument();
    expect(within(log).queryByText(/isn't available/)).not.toBeInTheDocument();
    // The retried question appears once.
    expect(within(log).getAllByText('How much sleep?')).toHaveLength(1);
    expect(askCalls()).toHaveLength(2);
    expect(input).toHaveValue('');
  });

  it('asks the visitor to slow down when over the rate limit', async () => {
    const { input, log } = await renderChat(() => failure(429, 'RATE_LIMITED'));
    await userEvent.type(input, 'Again?{Enter}');
    expect(
      await within(log).findByText("You're sending questions quickly. Please wait a minute, then try again."),
    ).toBeInTheDocument();
  });
});
