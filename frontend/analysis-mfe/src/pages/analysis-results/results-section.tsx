import type { ReactNode } from 'react';
import { sectionLabel, type ResultSectionId } from './result-sections';

/** One anchored section: focusable by the nav (tabIndex -1), named by its heading. */
export function ResultsSection({
  id,
  intro,
  children,
}: {
  id: ResultSectionId;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className="results-section" aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId} className="results-section__title">
        {sectionLabel(id)}
      </h2>
      {intro ? <p className="results-section__intro">{intro}</p> : null}
      {children}
    </section>
  );
}
