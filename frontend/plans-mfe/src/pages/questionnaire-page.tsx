import { Navigate } from 'react-router-dom';
import { HOME_MESSAGE_UPLOAD_PHOTOS_FIRST, QUESTIONNAIRE_TEXTS, ROUTES } from '@fitness/contracts';
import { useNoIndex } from '@fitness/ui';
import { IntakeEnding, IntakeQuestionnaire } from './questionnaire/intake-questionnaire';
import { PurchaseQuestionnaire } from './questionnaire/purchase-questionnaire';
import { useQuestionnaireMode } from './questionnaire/questionnaire-mode';

/**
 * /questionnaire (spec §2): the answers and the payment of a plan, or (ours) the answers of an expert plan already
 * paid at /checkout. The AI plan needs an analysis: without one, home with a message (spec §2, §5). Marked noindex
 * while shown (spec §2).
 */
export function QuestionnairePage() {
  useNoIndex();
  const mode = useQuestionnaireMode();
  switch (mode.kind) {
    case 'purchase':
      if (mode.planType === 'ai' && !mode.analysisId) {
        return <Navigate to={`${ROUTES.home}?message=${HOME_MESSAGE_UPLOAD_PHOTOS_FIRST}`} replace />;
      }
      return <PurchaseQuestionnaire planType={mode.planType} analysisId={mode.analysisId} />;
    case 'intake':
      return <IntakeQuestionnaire intake={mode} />;
    case 'invalid-link':
      return (
        <IntakeEnding
          status="warning"
          title={QUESTIONNAIRE_TEXTS.intake.linkInvalid.title}
          text={QUESTIONNAIRE_TEXTS.intake.linkInvalid.text}
        />
      );
  }
}
