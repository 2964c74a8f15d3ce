import { Link, useLocation } from 'react-router-dom';
import type { AnalysisDto } from '@fitness/api-client';
import { PROGRESS_TEXTS, ROUTES } from '@fitness/contracts';
import { analyseAgainState, readResultsEmail } from '../analyse-again-state';
import './analyse-again.css';

const TEXTS = PROGRESS_TEXTS.analyseAgain;

/**
 * "Analyse again" (issue 39): a link to /free-analysis carrying this analysis's person and answers in the location
 * state, so the stats are filled in and the new analysis is added to the same user without retyping the email.
 */
export function AnalyseAgainLink({ analysis }: { analysis: AnalysisDto }) {
  const location = useLocation();
  const email = readResultsEmail(location.state);
  const state = analyseAgainState({
    userId: analysis.userId,
    userStats: analysis.userStats,
    ...(email === undefined ? {} : { email }),
  });
  return (
    <div className="results-analyse-again">
      <Link className="fitness-button-link results-analyse-again__link" to={ROUTES.freeAnalysis} state={state}>
        {TEXTS.action}
      </Link>
      <p className="results-analyse-again__hint">{TEXTS.hint}</p>
    </div>
  );
}
