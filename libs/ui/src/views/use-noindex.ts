import { useEffect } from 'react';

/**
 * Marks the page noindex while it is mounted: a `<meta name="robots" content="noindex">` in the head, removed when
 * the page goes (spec §2: the results page and /questionnaire are noindex).
 */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}
