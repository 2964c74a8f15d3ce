import { Tooltip } from 'antd';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TIMINGS_MS } from '@fitness/contracts';

// Spec §9: a tooltip opens after 700 ms; once one has just closed, the next opens at once for 300 ms (the skip
// delay), so moving along several terms does not wait each time. antd has the delay but no skip delay: the group
// below remembers the last close.
const SkipDelayContext = createContext<{ skipping: boolean; closed: () => void }>({
  skipping: false,
  closed: () => undefined,
});

export function TermHintGroup({ children }: { children: ReactNode }) {
  const [skipping, setSkipping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const closed = useCallback(() => {
    setSkipping(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSkipping(false), TIMINGS_MS.tooltipSkipDelay);
  }, []);
  const value = useMemo(() => ({ skipping, closed }), [skipping, closed]);
  return <SkipDelayContext.Provider value={value}>{children}</SkipDelayContext.Provider>;
}

/**
 * A term with its meaning in a tooltip: on hover after the delay, and at once on keyboard focus (the term is a
 * button, so it can take focus).
 */
export function TermHint({ hint, children }: { hint: string; children: ReactNode }) {
  const { skipping, closed } = useContext(SkipDelayContext);
  return (
    <Tooltip
      title={hint}
      trigger={['hover', 'focus']}
      mouseEnterDelay={skipping ? 0 : TIMINGS_MS.tooltipDelay / 1000}
      onOpenChange={(open) => {
        if (!open) closed();
      }}
    >
      <button type="button" className="results-term">
        {children}
      </button>
    </Tooltip>
  );
}
