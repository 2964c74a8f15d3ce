import { useRef, useState, type PointerEvent } from 'react';
import { TOAST_SWIPE_THRESHOLD_PX } from '@fitness/contracts';

export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
}

/** Drag right by at least the threshold (spec §9: 50 px, direction right) to dismiss; a shorter drag snaps back. */
export function useSwipeToDismiss(onDismiss: () => void): { offsetPx: number; handlers: SwipeHandlers } {
  const startX = useRef<number | null>(null);
  const [offsetPx, setOffsetPx] = useState(0);

  const rightwardDistance = (event: PointerEvent<HTMLElement>) =>
    startX.current === null ? 0 : Math.max(0, event.clientX - startX.current);

  const reset = () => {
    startX.current = null;
    setOffsetPx(0);
  };

  return {
    offsetPx,
    handlers: {
      onPointerDown: (event) => {
        if (event.button !== 0) return;
        startX.current = event.clientX;
      },
      onPointerMove: (event) => {
        if (startX.current === null) return;
        const distance = rightwardDistance(event);
        // Keep receiving moves even when the finger leaves the toast mid-swipe.
        if (distance > 0 && !event.currentTarget.hasPointerCapture?.(event.pointerId)) {
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }
        setOffsetPx(distance);
      },
      onPointerUp: (event) => {
        const distance = rightwardDistance(event);
        reset();
        if (distance >= TOAST_SWIPE_THRESHOLD_PX) onDismiss();
      },
      onPointerCancel: reset,
    },
  };
}
