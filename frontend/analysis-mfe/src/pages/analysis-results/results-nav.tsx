import type { MouseEvent } from 'react';
import { fitnessGeneratedApi } from '@fitness/api-client';
import { ANALYSIS_PAGE_TEXTS } from '@fitness/contracts';
import { hasProgress, RESULT_SECTIONS } from './result-sections';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

// A fragment link only scrolls; it leaves keyboard focus where it was. Moving focus to the section means the next
// Tab continues from there and a screen reader reads the section's name.
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

/**
 * The sticky in-page navigation (spec §2); scrolls sideways on narrow screens. "Your Progress" is listed once the
 * history the section below fetches has two analyses: read from the cache here, never fetched by the nav itself.
 */
export function ResultsNav({ userId }: { userId: string }) {
  const { data: history } = fitnessGeneratedApi.endpoints.getAnalysisHistory.useQueryState({ userId });
  const sections = RESULT_SECTIONS.filter((section) => section.id !== 'progress' || hasProgress(history));
  return (
    <nav className="results-nav" aria-label={ANALYSIS_PAGE_TEXTS.navLabel}>
      <ul className="results-nav__list">
        {sections.map((section) => (
          <li key={section.id}>
            <a className="results-nav__link" href={`#${section.id}`} onClick={(event) => jumpTo(event, section.id)}>
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
