import { Button, Spin } from 'antd';
import { Link } from 'react-router-dom';
import { ANALYSIS_PAGE_TEXTS, ROUTES, VIEW_TEXTS } from '@fitness/contracts';

/** Spec §2 loading view. */
export function AnalysisLoading() {
  return (
    <div className="results-state" role="status">
      <Spin size="large" />
      <p className="results-state__text">{VIEW_TEXTS.analysisLoading}</p>
    </div>
  );
}

/** Spec §2 not-found view, for an unknown or malformed id. */
export function AnalysisNotFound() {
  const texts = VIEW_TEXTS.analysisNotFound;
  return (
    <div className="results-state results-state--card">
      <h1 className="results-state__title">{texts.title}</h1>
      <p className="results-state__text">{texts.text}</p>
      <Link className="fitness-button-link" to={ROUTES.home}>
        {texts.action}
      </Link>
    </div>
  );
}

/** Ours: any other failure (network, 5xx) can be retried without leaving the page. */
export function AnalysisLoadError({ onRetry }: { onRetry: () => void }) {
  const texts = ANALYSIS_PAGE_TEXTS.loadError;
  return (
    <div className="results-state results-state--card" role="alert">
      <h1 className="results-state__title">{texts.title}</h1>
      <p className="results-state__text">{texts.text}</p>
      <Button type="primary" size="large" onClick={onRetry}>
        {texts.retry}
      </Button>
    </div>
  );
}
