import { Tooltip } from 'antd';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { GLOSSARY, TIMINGS_MS, type GlossaryEntry } from '@fitness/contracts';
import './term-hint.css';

// Spec §9: a tooltip opens after 700 ms; while one is open, and for 300 ms after it closed (the skip delay), the next
// opens at once, so moving along several terms does not wait each time. antd has the delay but no skip delay: the
// group below knows whether a tooltip is open or just closed, and every term inside it reads that. (Counting the open
// one matters: moving the pointer straight to the next term enters it before the first has closed.)
const SkipDelayContext = createContext<{ skipping: boolean; opened: () => void; closed: () => void }>({
  skipping: false,
  opened: () => undefined,
  closed: () => undefined,
});

/** One skip-delay group: put it around a page (or part of one) whose terms a visitor moves along. */
export function TermHintGroup({ children }: { children: ReactNode }) {
  const [skipping, setSkipping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const opened = useCallback(() => {
    clearTimeout(timer.current);
    setSkipping(true);
  }, []);
  const closed = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSkipping(false), TIMINGS_MS.tooltipSkipDelay);
  }, []);
  const value = useMemo(() => ({ skipping, opened, closed }), [skipping, opened, closed]);
  return <SkipDelayContext.Provider value={value}>{children}</SkipDelayContext.Provider>;
}

/**
 * A term with its meaning in a tooltip: on hover after the delay, and at once on keyboard focus (the term is a
 * button, so it can take focus). Escape closes it wherever the focus is (WCAG 1.4.13: content on hover or focus
 * can be dismissed without moving the pointer).
 */
export function TermHint({ hint, children }: { hint: string; children: ReactNode }) {
  const { skipping, opened, closed } = useContext(SkipDelayContext);
  const [open, setOpen] = useState(false);
  const change = useCallback(
    (next: boolean) => {
      setOpen(next);
      if (next) opened();
      else closed();
    },
    [opened, closed],
  );
  useEffect(() => {
    if (!open) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') change(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, change]);
  return (
    <Tooltip
      title={hint}
      open={open}
      onOpenChange={change}
      trigger={['hover', 'focus']}
      mouseEnterDelay={skipping ? 0 : TIMINGS_MS.tooltipDelay / 1000}
    >
      <button type="button" className="term-hint">
        {children}
      </button>
    </Tooltip>
  );
}

function findFirst(text: string, entries: readonly GlossaryEntry[]): { at: number; entry: GlossaryEntry } | undefined {
  let first: { at: number; entry: GlossaryEntry } | undefined;
  for (const entry of entries) {
    const at = text.search(entry.pattern);
    if (at >= 0 && (first === undefined || at < first.at)) first = { at, entry };
  }
  return first;
}

/**
 * A text the engine wrote (an insight, a plan line) with each glossary term's first appearance explained in a
 * tooltip. Later appearances stay plain, so a sentence is not a row of buttons.
 */
export function TextWithTerms({ text, glossary = GLOSSARY }: { text: string; glossary?: readonly GlossaryEntry[] }) {
  const parts: ReactNode[] = [];
  let rest = text;
  let remaining = glossary;
  for (let found = findFirst(rest, remaining); found; found = findFirst(rest, remaining)) {
    const { at, entry } = found;
    const term = rest.slice(at).match(entry.pattern)?.[0] ?? '';
    parts.push(
      rest.slice(0, at),
      <TermHint key={parts.length} hint={entry.hint}>
        {term}
      </TermHint>,
    );
    rest = rest.slice(at + term.length);
    remaining = remaining.filter((other) => other !== entry);
  }
  parts.push(rest);
  return <>{parts}</>;
}
