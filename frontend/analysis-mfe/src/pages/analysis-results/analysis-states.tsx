import { Alert, Button, Spin } from 'antd';
import { Link } from 'react-router-dom';
import { ANALYSIS_PAGE_TEXTS, PRIVACY_TEXTS, ROUTES, VIEW_TEXTS } from '@fitness/contracts';
import { EmailLinkForm } from './email-link-form';
import './analysis-states.css';

/**
 * Spec §2 loading view (also while an emailed link is being opened, with its own text). It is what every visit to the
 * page paints first, so it is also prerendered (prerender.tsx). Like every view of the page it has the one heading:
 * visually hidden here, the spec's view being the spinner and its text, so the page is named to screen readers and
 * in the outline before the results arrive.
 */
export function AnalysisLoading({ text = VIEW_TEXTS.analysisLoading }: { text?: string }) {
  return (
    <>
      <h1 className="fitness-visually-hidden">{ANALYSIS_PAGE_TEXTS.title}</h1>
      <div className="results-state" role="status">
        <Spin size="large" />
        <p className="results-state__text">{text}</p>
      </div>
    </>
  );
}

/**
 * Spec §2 not-found view. Results answer only to the browser that made them, so for a well-formed id it also says
 * so and offers the emailed link (ours); `linkExpired` when an emailed link could not be used.
 */
export function AnalysisNotFound({ offerEmailLink = false, linkExpired = false }: { offerEmailLink?: boolean; linkExpired?: boolean }) {
  const texts = VIEW_TEXTS.analysisNotFound;
  return (
    <div className="results-state results-state--card">
      <h1 className="results-state__title">{texts.title}</h1>
      {linkExpired ? (
        <Alert
          type="warning"
          showIcon
          className="results-state__alert"
          title={PRIVACY_TEXTS.linkExpired.title}
          description={PRIVACY_TEXTS.linkExpired.description}
        />
      ) : null}
      <p className="results-state__text">{texts.text}</p>
      {offerEmailLink ? (
        <>
          <p className="results-state__text">{PRIVACY_TEXTS.privateAnalysis}</p>
          <EmailLinkForm />
        </>
      ) : null}
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
