import { screen } from '@testing-library/react';
import { EXPERT_PLAN_OFFER_TEXTS } from '@fitness/contracts';
import { ANALYSIS_ID, buildAnalysis, fakeApi, json, renderAt, USER_ID } from './harness';

jest.setTimeout(30_000);

describe('paid plans on the results page', () => {
  it('offers the $20 expert plan (to checkout) and the $5 AI plan (to its questionnaire)', async () => {
    fakeApi({ [`GET /api/analysis/${USER_ID}`]: () => json(buildAnalysis()) });
    renderAt(`/analysis/${USER_ID}`);
    expect(await screen.findByRole('heading', { name: EXPERT_PLAN_OFFER_TEXTS.heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: EXPERT_PLAN_OFFER_TEXTS.expert.action })).toHaveAttribute(
      'href',
      `/checkout?analysisId=${ANALYSIS_ID}&amount=2000`,
    );
    expect(screen.getByRole('link', { name: EXPERT_PLAN_OFFER_TEXTS.ai.action })).toHaveAttribute(
      'href',
      `/questionnaire?planType=ai&analysisId=${ANALYSIS_ID}`,
    );
  });

  it('says the expert plan is bought and where it goes, instead of offering it, on every visit', async () => {
    const bought = { ...buildAnalysis(), hasExpertPlan: true, expertPlanEmail: 'alex@example.com' };
    fakeApi({ [`GET /api/analysis/${USER_ID}`]: () => json(bought) });
    renderAt(`/analysis/${USER_ID}`);
    expect(await screen.findByText(EXPERT_PLAN_OFFER_TEXTS.purchased('alex@example.com'))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: EXPERT_PLAN_OFFER_TEXTS.expert.action })).not.toBeInTheDocument();
  });
});

describe('the AI plan offer once bought', () => {
  it('opens the plan instead of selling it again', async () => {
    fakeApi({ [`GET /api/analysis/${USER_ID}`]: () => json({ ...buildAnalysis(), hasAiPlan: true }) });
    renderAt(`/analysis/${USER_ID}`);
    expect(await screen.findByRole('link', { name: EXPERT_PLAN_OFFER_TEXTS.aiOwned.action })).toHaveAttribute(
      'href',
      `/ai-plan-results?analysisId=${ANALYSIS_ID}`,
    );
    expect(screen.queryByRole('link', { name: EXPERT_PLAN_OFFER_TEXTS.ai.action })).not.toBeInTheDocument();
  });
});
