import { useEffect } from 'react';

/** Marks the page noindex while it is mounted (spec §2, §6: the results page is noindex). */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}
