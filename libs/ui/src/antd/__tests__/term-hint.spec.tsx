import { act, fireEvent, render, screen } from '@testing-library/react';
import { TERM_HINTS, TIMINGS_MS } from '@fitness/contracts';
import { TermHint, TermHintGroup, TextWithTerms } from '../term-hint';

function renderTerms() {
  return render(
    <TermHintGroup>
      <TermHint hint={TERM_HINTS.fitnessAge}>Fitness Age</TermHint>
      <TermHint hint={TERM_HINTS.percentile}>Overall Ranking</TermHint>
    </TermHintGroup>,
  );
}

const visibleTooltips = () =>
  Array.from(document.querySelectorAll('.ant-tooltip:not(.ant-tooltip-hidden)')).map((tooltip) => tooltip.textContent);
const tooltipText = () => document.querySelector('.ant-tooltip:not(.ant-tooltip-hidden)')?.textContent ?? null;

/** Lets `ms` of fake time pass, with the promise steps of antd's animations settled inside act. */
const pass = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  // Let antd's closing animations finish inside act, so they do not update React after the test.
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

describe('a term with a tooltip (spec §9)', () => {
  it('opens on hover only after 700 ms', async () => {
    renderTerms();
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Fitness Age' }));
    await pass(TIMINGS_MS.tooltipDelay - 50);
    expect(tooltipText()).toBeNull();
    await pass(100);
    expect(tooltipText()).toBe(TERM_HINTS.fitnessAge);
  });

  it('opens at once on keyboard focus', async () => {
    renderTerms();
    act(() => screen.getByRole('button', { name: 'Overall Ranking' }).focus());
    await pass(10);
    expect(tooltipText()).toBe(TERM_HINTS.percentile);
  });

  it('opens the next one at once within 300 ms of one closing (the skip delay)', async () => {
    renderTerms();
    const first = screen.getByRole('button', { name: 'Fitness Age' });
    const second = screen.getByRole('button', { name: 'Overall Ranking' });
    fireEvent.mouseEnter(first);
    await pass(TIMINGS_MS.tooltipDelay + 50);
    fireEvent.mouseLeave(first);
    await pass(150);
    fireEvent.mouseEnter(second);
    await pass(20);
    expect(tooltipText()).toBe(TERM_HINTS.percentile);
  });

  it('opens the next one at once when the pointer moves straight to it, before the first has closed', async () => {
    renderTerms();
    const first = screen.getByRole('button', { name: 'Fitness Age' });
    const second = screen.getByRole('button', { name: 'Overall Ranking' });
    fireEvent.mouseEnter(first);
    await pass(TIMINGS_MS.tooltipDelay + 50);
    fireEvent.mouseLeave(first);
    fireEvent.mouseEnter(second);
    await pass(150);
    expect(visibleTooltips()).toContain(TERM_HINTS.percentile);
  });

  it('waits the full delay again once 300 ms have passed since the last one closed', async () => {
    renderTerms();
    const first = screen.getByRole('button', { name: 'Fitness Age' });
    const second = screen.getByRole('button', { name: 'Overall Ranking' });
    fireEvent.mouseEnter(first);
    await pass(TIMINGS_MS.tooltipDelay + 50);
    fireEvent.mouseLeave(first);
    await pass(TIMINGS_MS.tooltipSkipDelay + 400);
    fireEvent.mouseEnter(second);
    await pass(200);
    expect(visibleTooltips()).not.toContain(TERM_HINTS.percentile);
    await pass(TIMINGS_MS.tooltipDelay);
    expect(visibleTooltips()).toContain(TERM_HINTS.percentile);
  });
});

describe('closing a tooltip with Escape (WCAG 1.4.13)', () => {
  it('closes an open tooltip without moving the pointer', async () => {
    renderTerms();
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Fitness Age' }));
    await pass(TIMINGS_MS.tooltipDelay + 50);
    expect(tooltipText()).toBe(TERM_HINTS.fitnessAge);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await pass(500);
    expect(tooltipText()).toBeNull();
  });
});

describe('a text with its terms explained', () => {
  it('makes the first appearance of each glossary term a term with its hint, and keeps the words in order', async () => {
    render(
      <p data-testid="text">
        <TextWithTerms text="Your BMI of 31.0 and your VO2max of 35: BMI cannot tell fat from muscle." />
      </p>,
    );
    expect(screen.getByTestId('text')).toHaveTextContent(
      'Your BMI of 31.0 and your VO2max of 35: BMI cannot tell fat from muscle.',
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['BMI', 'VO2max']);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'VO2max' }));
    await pass(TIMINGS_MS.tooltipDelay + 50);
    expect(tooltipText()).toBe(TERM_HINTS.vo2max);
  });

  it('finds a term only as a whole word, and leaves a text without terms as it is', async () => {
    render(<TextWithTerms text="RIRS and XRPE are not terms; 2 RIR is." />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['RIR']);
  });
});
