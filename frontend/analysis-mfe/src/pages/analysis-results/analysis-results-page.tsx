import { lazy, Suspense } from 'react';
import { Spin, Tag } from 'antd';
import { useParams } from 'react-router-dom';
import { useGetAnalysisByIdQuery, useGetLatestAnalysisQuery, type AnalysisDto } from '@fitness/api-client';
import { ANALYSIS_PAGE_TEXTS, PRIVACY_TEXTS } from '@fitness/contracts';
import { useNoIndex } from '@fitness/ui';
import { AnalyseAgainLink } from './analyse-again-link';
import { AnalysisLoadError, AnalysisLoading, AnalysisNotFound } from './analysis-states';
import { failureKind, isUuid } from './api-failure';
import { EstimationPanel } from './estimation-panel';
import { PaymentSuccessAlert } from './payment-success-alert';
import { ResultsNav } from './results-nav';
import { ResultsSection } from './results-section';
import { SummaryCards } from './summary-cards';
import { TermHintGroup } from '@fitness/ui/antd';
import { useAccessLink } from './use-access-link';
import './analysis-results.css';

// Everything under the overview is most of the page's code and rendering (the chat, the rankings, the offers, two
// plan forms and their dialog), and on a phone all of it is out of sight when the page opens. It is a chunk of its
// own, fetched and rendered once the heading and the overview are on the page: they came ~0.3 s sooner on a 2-core
// machine (`npm run bench:web`).
const loadBelowFoldSections = () => import('./below-fold-sections');
const BelowFoldSections = lazy(loadBelowFoldSections);

/** Fetches the sections under the overview ahead of a visit known to be coming (the free analysis's redirect). */
export function preloadBelowFoldSections(): Promise<unknown> {
  return loadBelowFoldSections();
}

function AnalysisResults({ analysis }: { analysis: AnalysisDto }) {
  const results = analysis.analysisResults;
  return (
    <TermHintGroup>
      <div className="results-page">
        <ResultsNav userId={analysis.userId} />
        <PaymentSuccessAlert />
        <header className="results-header">
          <Tag className="fitness-tag results-header__badge">
            <span aria-hidden="true">✓ </span>
            {ANALYSIS_PAGE_TEXTS.completeBadge}
          </Tag>
          <h1 className="results-header__title">{ANALYSIS_PAGE_TEXTS.title}</h1>
        </header>

        <ResultsSection id="overview">
          <SummaryCards analysis={analysis} />
          <EstimationPanel results={results} />
          <AnalyseAgainLink analysis={analysis} />
        </ResultsSection>
        <Suspense
          fallback={
            <div className="results-page__more" role="status">
              <Spin />
              <span className="fitness-visually-hidden">{ANALYSIS_PAGE_TEXTS.moreLoading}</span>
            </div>
          }
        >
          <BelowFoldSections analysis={analysis} />
        </Suspense>
      </div>
    </TermHintGroup>
  );
}

/**
 * /analysis/:userId (spec §2). The id is a userId, or an analysisId when checkout sends the visitor back
 * (spec §2, §6): the user's latest analysis is asked for first, and on a 404 the analysis with that id.
 * Results answer only to the browser that made them (or opened an emailed link: `?access=`); elsewhere the
 * not-found view explains that and offers the link.
 */
export function AnalysisResultsPage() {
  useNoIndex();
  const { userId = '' } = useParams();
  const accessLink = useAccessLink();
  const wellFormed = isUuid(userId);
  const latest = useGetLatestAnalysisQuery({ userId }, { skip: !wellFormed || accessLink === 'opening' });
  const noLatest = latest.isError && failureKind(latest.error) === 'notFound';
  const byId = useGetAnalysisByIdQuery({ analysisId: userId }, { skip: !noLatest });

  if (accessLink === 'opening') return <AnalysisLoading text={PRIVACY_TEXTS.linkOpening} />;
  if (!wellFormed) return <AnalysisNotFound />;
  if (latest.data) return <AnalysisResults analysis={latest.data} />;
  if (latest.isError && !noLatest) {
    return <AnalysisLoadError onRetry={() => void latest.refetch()} />;
  }
  if (!noLatest) return <AnalysisLoading />;
  if (byId.data) return <AnalysisResults analysis={byId.data} />;
  if (byId.isError) {
    if (failureKind(byId.error) === 'notFound') {
      return <AnalysisNotFound offerEmailLink linkExpired={accessLink === 'expired'} />;
    }
    return <AnalysisLoadError onRetry={() => void byId.refetch()} />;
  }
  return <AnalysisLoading />;
}
