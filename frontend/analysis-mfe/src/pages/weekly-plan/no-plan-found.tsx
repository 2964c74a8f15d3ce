import { Link } from 'react-router-dom';
import { ROUTES, VIEW_TEXTS, WEEKLY_PLAN_SAVED_PLAN_SCRIPT } from '@fitness/contracts';
import './weekly-plan.css';

// Spec §2 'No Plan Found'. Its button goes back to the analysis named in storage when there is one; with none
// there is no analysis to return to, so it starts a new one at /free-analysis.
export function NoPlanFound({ userId }: { userId: string | null }) {
  return (
    <div className="weekly-plan weekly-plan--empty">
      <h1 className="weekly-plan__title">{VIEW_TEXTS.noPlanFound.title}</h1>
      <p className="weekly-plan__text">{VIEW_TEXTS.noPlanFound.text}</p>
      <Link className="fitness-button-link" to={userId ? ROUTES.analysis(userId) : ROUTES.freeAnalysis}>
        {VIEW_TEXTS.noPlanFound.action}
      </Link>
    </div>
  );
}

/**
 * /weekly-plan as it first paints, prerendered at build time (prerender.tsx): "No Plan Found", as a tab with no saved
 * plan shows it. In a tab that saved a plan, which only the browser knows, the inline script before it marks the page
 * so that it never paints (weekly-plan.css); there the live page renders the plan over an empty page.
 */
export function WeeklyPlanFirstView() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: WEEKLY_PLAN_SAVED_PLAN_SCRIPT }} />
      <div className="weekly-plan-first-view">
        <NoPlanFound userId={null} />
      </div>
    </>
  );
}
