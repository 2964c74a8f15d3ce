import { useEffect, useRef, type RefObject } from 'react';
import { REDUCED_MOTION_QUERY } from './use-media-query';

/**
 * When `key` changes (not on the first render), scrolls the target's section into view (smoothly unless the user
 * prefers reduced motion) and moves focus to the target, so keyboard and screen-reader users land on the new step.
 */
export function useFocusOnChange(key: string, target: RefObject<HTMLElement | null>): void {
  const previousKey = useRef(key);

  useEffect(() => {
    if (previousKey.current === key) return;
    previousKey.current = key;
    const element = target.current;
    if (!element) return;
    const reduceMotion = window.matchMedia(REDUCED_MOTION_QUERY).matches;
    (element.closest('section') ?? element).scrollIntoView({
      behavior: reduceMotion ? 'auto' : 'smooth',
      block: 'start',
    });
    element.focus({ preventScroll: true });
  }, [key, target]);
}
