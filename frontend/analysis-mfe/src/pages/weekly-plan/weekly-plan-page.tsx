import { useState } from 'react';
import { Button } from 'antd';
import { TermHintGroup, TextWithTerms } from '@fitness/ui/antd';
import { Link } from 'react-router-dom';
import { ROUTES, WEEKLY_PLAN_PAGE_TEXTS as TEXTS, weeklyPlanFileName, type SavedWeeklyPlan } from '@fitness/contracts';
import { downloadTextFile } from './download-text-file';
import { NoPlanFound } from './no-plan-found';
import { planAsPlainText, planHtmlForDisplay } from './plan-html';
import { readSavedUserId, readSavedWeeklyPlan } from './weekly-plan-storage';
import './weekly-plan.css';

type Loaded = { kind: 'plan'; saved: SavedWeeklyPlan; html: string } | { kind: 'none'; userId: string | null };

function loadPlan(): Loaded {
  const saved = readSavedWeeklyPlan(window.sessionStorage);
  if (!saved) return { kind: 'none', userId: readSavedUserId(window.sessionStorage) };
  return { kind: 'plan', saved, html: planHtmlForDisplay(saved.plan) };
}

function DownloadButton({ saved }: { saved: SavedWeeklyPlan }) {
  const fileName = weeklyPlanFileName(saved.type);
  return (
    <Button
      type="primary"
      size="large"
      onClick={() => downloadTextFile(fileName, planAsPlainText(saved.plan))}
      title={TEXTS.downloadHint(fileName)}
    >
      {TEXTS.download}
    </Button>
  );
}

function BackLink({ userId }: { userId: string }) {
  return (
    <Link className="weekly-plan__back" to={ROUTES.analysis(userId)}>
      <span aria-hidden="true">←</span>
      {TEXTS.backToAnalysis}
    </Link>
  );
}

/** /weekly-plan (spec §2): the plan saved by the results page, sanitized, with plain-text downloads. */
export function WeeklyPlanPage() {
  const [loaded] = useState(loadPlan);
  if (loaded.kind === 'none') return <NoPlanFound userId={loaded.userId} />;
  const { saved, html } = loaded;
  return (
    <article className="weekly-plan" aria-labelledby="weekly-plan-title">
      <div className="weekly-plan__bar">
        <BackLink userId={saved.userId} />
        <DownloadButton saved={saved} />
      </div>
      <h1 id="weekly-plan-title" className="weekly-plan__title">
        {TEXTS.titles[saved.type]}
      </h1>
      {saved.type === 'workout' ? (
        <p className="weekly-plan__terms">
          <TermHintGroup>
            <TextWithTerms text={TEXTS.effortTerms} />
          </TermHintGroup>
        </p>
      ) : null}
      {/* Sanitized by DOMPurify with WEEKLY_PLAN_ALLOWED_TAGS and no attributes (plan-html.ts). */}
      <div className="weekly-plan__content" dangerouslySetInnerHTML={{ __html: html }} />
      <div className="weekly-plan__bar">
        <BackLink userId={saved.userId} />
        <DownloadButton saved={saved} />
      </div>
    </article>
  );
}
