import { screen, within } from '@testing-library/react';
import { COACHING_OFFER_TEXTS, EXPERT_PLAN_OFFER_TEXTS } from '@fitness/contracts';
import { fakeApi, json } from '@fitness/api-client/testing';
import { ANALYSIS_ID, buildAnalysis, renderAt, USER_ID } from './harness';

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

  it('offers 1:1 coaching beside the two plans, carrying the analysis to come back to', async () => {
    fakeApi({ [`GET /api/analysis/${USER_ID}`]: () => json(buildAnalysis()) });
    renderAt(`/analysis/${USER_ID}`);
    const section = await screen.findByRole('region', { name: EXPERT_PLAN_OFFER_TEXTS.heading });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([EXPERT_PLAN_OFFER_TEXTS.expert.title, EXPERT_PLAN_OFFER_TEXTS.ai.title, COACHING_OFFER_TEXTS.title]);
    expect(COACHING_OFFER_TEXTS.title).toBe('1:1 coaching — $100/hour');
    expect(within(section).getByRole('link', { name: COACHING_OFFER_TEXTS.action })).toHaveAttribute(
      'href',
      `/coaching?analysisId=${ANALYSIS_ID}`,
    );
  });

  it('says the expert plan is bought and where it goes, instead of offering it, on every visit', async () => {
    const bought = { ...buildAnalysis(), hasExpertPlan: true, expertPlanEmail: 'alex@example.com' };
    fakeApi({ [`GET /api/analysis/${USER_ID}`]: () => json(bought) });
    renderAt(`/analysis/${USER_ID}`);
    expect(await screen.findByText(EXPERT_PLAN_OFFER_TEXTS.purchased('alex@example.com'))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: EXPERT_PLAN_OFFER_TEXTS.expert.action })).not.toBeInTheDocument();
    // Coaching is still offered.
    expect(screen.getByRole('link', { name: COACHING_OFFER_TEXTS.action })).toHaveAttribute(
      'href',
      `/coaching?analysisId=${ANALYSIS_ID}`,
    );
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
