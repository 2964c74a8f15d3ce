import { act, fireEvent, render, screen } from '@testing-library/react';
import { TERM_HINTS, TIMINGS_MS } from '@fitness/contracts';
import { TermHint, TermHintGroup } from '../term-hint';

function renderTerms() {
  return render(
    <TermHintGroup>
      <TermHint hint={TERM_HINTS.fitnessAge}>Fitness Age</TermHint>
      <TermHint hint={TERM_HINTS.percentile}>Overall Ranking</TermHint>
    </TermHintGroup>,
  );
}

const tooltipText = () => document.querySelector('.ant-tooltip:not(.ant-tooltip-hidden)')?.textContent ?? null;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('a term with a tooltip (spec §9)', () => {
  it('opens on hover only after 700 ms', () => {
    renderTerms();
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Fitness Age' }));
    act(() => jest.advanceTimersByTime(TIMINGS_MS.tooltipDelay - 50));
    expect(tooltipText()).toBeNull();
    act(() => jest.advanceTimersByTime(100));
    expect(tooltipText()).toBe(TERM_HINTS.fitnessAge);
  });

  it('opens at once on keyboard focus', () => {
    renderTerms();
    act(() => screen.getByRole('button', { name: 'Overall Ranking' }).focus());
    act(() => jest.advanceTimersByTime(10));
    expect(tooltipText()).toBe(TERM_HINTS.percentile);
  });

  it('opens the next one at once within 300 ms of one closing (the skip delay)', () => {
    renderTerms();
    const first = screen.getByRole('button', { name: 'Fitness Age' });
    const second = screen.getByRole('button', { name: 'Overall Ranking' });
    fireEvent.mouseEnter(first);
    act(() => jest.advanceTimersByTime(TIMINGS_MS.tooltipDelay + 50));
    fireEvent.mouseLeave(first);
    act(() => jest.advanceTimersByTime(150));
    fireEvent.mouseEnter(second);
    act(() => jest.advanceTimersByTime(20));
    expect(tooltipText()).toBe(TERM_HINTS.percentile);
  });
});
