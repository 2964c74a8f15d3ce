import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import type { AnalysisDto } from '@fitness/api-client';
import { EXPERT_PLAN_OFFER_TEXTS, PRICES_CENTS, ROUTES } from '@fitness/contracts';

/**
 * The paid 12-week plans (ours: the spec links to them from elsewhere), or, once the expert plan is bought, where and
 * when it arrives — on every visit, not only right after checkout.
 */
export function PlanOffers({ analysis }: { analysis: AnalysisDto }) {
  const texts = EXPERT_PLAN_OFFER_TEXTS;
  if (analysis.hasExpertPlan) {
    return (
      <Alert
        className="results-plan-purchased"
        type="success"
        showIcon
        role="status"
        title={texts.purchased(analysis.expertPlanEmail ?? 'your email')}
      />
    );
  }
  const checkout = `${ROUTES.checkout}?analysisId=${analysis.id}&amount=${PRICES_CENTS.expert}`;
  const aiQuestionnaire = `${ROUTES.questionnaire}?planType=ai&analysisId=${analysis.id}`;
  return (
    <section className="results-section results-offers" aria-labelledby="plan-offers-heading">
      <h2 id="plan-offers-heading" className="results-section__title">
        {texts.heading}
      </h2>
      <div className="results-offers__grid">
        {[
          { ...texts.expert, to: checkout },
          analysis.hasAiPlan
            ? { ...texts.aiOwned, to: `${ROUTES.aiPlanResults}?analysisId=${analysis.id}` }
            : { ...texts.ai, to: aiQuestionnaire },
        ].map((offer) => (
          <article key={offer.title} className="results-offers__offer">
            <h3 className="results-offers__title">{offer.title}</h3>
            <p className="results-section__intro">{offer.text}</p>
            <Link className="fitness-button-link" to={offer.to}>
              {offer.action}
            </Link>
          </article>
        ))}
      </div>
    </section>
  );
}
