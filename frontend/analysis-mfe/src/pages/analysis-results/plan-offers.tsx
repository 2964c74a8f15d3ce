import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import type { AnalysisDto } from '@fitness/api-client';
import { COACHING_OFFER_TEXTS, EXPERT_PLAN_OFFER_TEXTS, PRICES_CENTS, ROUTES } from '@fitness/contracts';

interface Offer {
  title: string;
  text: string;
  action: string;
  to: string;
}

function OfferGrid({ offers }: { offers: Offer[] }) {
  return (
    <div className="results-offers__grid">
      {offers.map((offer) => (
        <article key={offer.title} className="results-offers__offer">
          <h3 className="results-offers__title">{offer.title}</h3>
          <p className="results-section__intro">{offer.text}</p>
          <Link className="fitness-button-link" to={offer.to}>
            {offer.action}
          </Link>
        </article>
      ))}
    </div>
  );
}

/**
 * The paid 12-week plans and 1:1 coaching (ours: the spec links to them from elsewhere), or, once the expert plan is
 * bought, where and when it arrives — on every visit, not only right after checkout — and coaching.
 */
export function PlanOffers({ analysis }: { analysis: AnalysisDto }) {
  const texts = EXPERT_PLAN_OFFER_TEXTS;
  // The analysis travels along so that, after a booking, 'Back to Analysis' comes back here.
  const coaching: Offer = { ...COACHING_OFFER_TEXTS, to: `${ROUTES.coaching}?analysisId=${analysis.id}` };
  if (analysis.hasExpertPlan) {
    return (
      <>
        <Alert
          className="results-plan-purchased"
          type="success"
          showIcon
          role="status"
          title={texts.purchased(analysis.expertPlanEmail ?? 'your email')}
        />
        <section className="results-section results-offers" aria-labelledby="plan-offers-heading">
          <h2 id="plan-offers-heading" className="results-section__title">
            {COACHING_OFFER_TEXTS.headingAfterPlan}
          </h2>
          <OfferGrid offers={[coaching]} />
        </section>
      </>
    );
  }
  const checkout = `${ROUTES.checkout}?analysisId=${analysis.id}&amount=${PRICES_CENTS.expert}`;
  const aiQuestionnaire = `${ROUTES.questionnaire}?planType=ai&analysisId=${analysis.id}`;
  return (
    <section className="results-section results-offers" aria-labelledby="plan-offers-heading">
      <h2 id="plan-offers-heading" className="results-section__title">
        {texts.heading}
      </h2>
      <OfferGrid
        offers={[
          { ...texts.expert, to: checkout },
          analysis.hasAiPlan
            ? { ...texts.aiOwned, to: `${ROUTES.aiPlanResults}?analysisId=${analysis.id}` }
            : { ...texts.ai, to: aiQuestionnaire },
          coaching,
        ]}
      />
    </section>
  );
}
