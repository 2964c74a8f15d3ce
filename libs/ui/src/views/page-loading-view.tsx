import './views.css';

export const PAGE_LOADING_TEXT = 'Loading…';

/**
 * What shows while a page's code loads: the shell's while a remote loads, and a remote's while one of its page chunks
 * does. One view for both, so the one replacing the other moves nothing on screen.
 */
export function PageLoadingView({ className }: { className?: string }) {
  return (
    <div
      className={className ? `fitness-page-loading ${className}` : 'fitness-page-loading'}
      role="status"
      aria-live="polite"
    >
      <span className="fitness-page-loading__spinner" aria-hidden="true" />
      {PAGE_LOADING_TEXT}
    </div>
  );
}
