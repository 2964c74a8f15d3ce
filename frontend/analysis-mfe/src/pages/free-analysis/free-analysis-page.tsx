import { lazy, startTransition, useRef, useState } from 'react';
import { Form } from 'antd';
import { useLocation } from 'react-router-dom';
import { FREE_ANALYSIS_STEPS } from '@fitness/contracts';
import { StepProgress } from '@fitness/ui/antd';
import { AnalysisLoadingView } from './analysis-loading-view';
import { readAnalyseAgain } from '../analyse-again-state';
import type { KnownPerson } from './email-step';
import { PhotoUploadStep } from './photo-upload-step';
import { DEFAULT_STATS_VALUES, statsFormValuesOf, toUserStats, type StatsFormValues } from './stats-form-values';
import { useFocusOnChange } from './use-focus-on-change';
import { PHONE_QUERY, useMediaQuery } from './use-media-query';
import { usePhotoSlots } from './use-photo-slots';
import { useSubmitAnalysis, type AnalysisRequest } from './use-submit-analysis';
import './free-analysis.css';

type Step = 1 | 2 | 3;

// The stats and email steps are not in the first view, and their antd fields (selects, number inputs, radios, the
// collapse) are most of the page's code: loaded with the page, they were parsed and run before it was usable
// (Lighthouse's total blocking time). They are one chunk, fetched when the visitor first touches the page, long
// before Continue needs it; the step changes are transitions, so the step being left stays up until it is in.
const loadLaterSteps = () => import('./later-steps');
const StatsStep = lazy(() => loadLaterSteps().then((module) => ({ default: module.StatsStep })));
const EmailStep = lazy(() => loadLaterSteps().then((module) => ({ default: module.EmailStep })));
const preloadLaterSteps = () => void loadLaterSteps();

/**
 * /free-analysis (spec §2, §4): three steps on one page. Photos (or skipping them) lead to the stats, the stats to
 * the email, and the email to the analysis and a redirect to its results. Each reached step stays on the page; the
 * page scrolls to, and focuses, the step that just became active.
 * Opened by "Analyse again" (location state, see analyse-again-state.ts), the stats start as the last answers and
 * the email step shows the person as set: the analysis is added to the same user.
 */
export function FreeAnalysisPage() {
  const location = useLocation();
  // Read once: the answers are the form's from then on.
  const [again] = useState(() => readAnalyseAgain(location.state));
  const [initialStats] = useState(() => (again ? statsFormValuesOf(again.userStats) : DEFAULT_STATS_VALUES));
  const [knownPerson, setKnownPerson] = useState<KnownPerson | null>(() =>
    again ? { userId: again.userId, ...(again.email === undefined ? {} : { email: again.email }) } : null,
  );
  const [step, setStep] = useState<Step>(1);
  const [noPhotoMode, setNoPhotoMode] = useState(false);
  const [email, setEmail] = useState('');
  const [statsForm] = Form.useForm<StatsFormValues>();
  const { slots, bothUploaded, upload } = usePhotoSlots();
  const { status, rejectedAnswers, submit } = useSubmitAnalysis();
  const phone = useMediaQuery(PHONE_QUERY);

  const uploadHeading = useRef<HTMLHeadingElement>(null);
  const statsHeading = useRef<HTMLHeadingElement>(null);
  const emailHeading = useRef<HTMLHeadingElement>(null);
  const loadingHeading = useRef<HTMLHeadingElement>(null);
  const stepHeadings = { 1: uploadHeading, 2: statsHeading, 3: emailHeading } as const;

  const analysing = status !== 'idle';
  useFocusOnChange(analysing ? 'analysing' : `step-${step}`, analysing ? loadingHeading : stepHeadings[step]);

  const goToStep = (next: Step) => startTransition(() => setStep(next));

  const leavePhotos = (withoutPhotos: boolean) => {
    startTransition(() => {
      setNoPhotoMode(withoutPhotos);
      setStep(2);
    });
  };

  const getAnalysis = (person: AnalysisRequest['person']) => {
    // Read, not re-validated: 'Continue to Email' validated the answers and the number fields clamp to their range.
    const stats = statsForm.getFieldsValue(true) as StatsFormValues;
    const { front, side } = slots;
    const photos =
      !noPhotoMode && front.photoURL && side.photoURL
        ? { frontPhotoURL: front.photoURL, sidePhotoURL: side.photoURL }
        : undefined;
    void submit({ person, userStats: toUserStats(stats, noPhotoMode), photos });
  };

  const fixedContinue = phone && step === 1;

  return (
    <div
      className={`free-analysis${fixedContinue && bothUploaded ? ' free-analysis--fixed-continue' : ''}`}
      onPointerDownCapture={preloadLaterSteps}
      onFocusCapture={preloadLaterSteps}
    >
      <StepProgress step={step} total={FREE_ANALYSIS_STEPS} />
      {analysing ? (
        <AnalysisLoadingView headingRef={loadingHeading} noPhotoMode={noPhotoMode} done={status === 'succeeded'} />
      ) : null}
      {/* Hidden, not unmounted, while analysing: a failure comes back to the same answers. */}
      <div hidden={analysing}>
        <PhotoUploadStep
          headingRef={uploadHeading}
          slots={slots}
          bothUploaded={bothUploaded}
          fixedContinue={fixedContinue}
          onUpload={(view, file) => void upload(view, file)}
          onContinue={() => leavePhotos(false)}
          onSkip={() => leavePhotos(true)}
        />
        {step >= 2 ? (
          <StatsStep
            headingRef={statsHeading}
            form={statsForm}
            noPhotoMode={noPhotoMode}
            initialValues={initialStats}
            onContinue={() => goToStep(3)}
          />
        ) : null}
        {step >= 3 ? (
          <EmailStep
            headingRef={emailHeading}
            email={email}
            onEmailChange={setEmail}
            rejectedAnswers={rejectedAnswers}
            knownPerson={knownPerson}
            onForgetKnownPerson={() => setKnownPerson(null)}
            onSubmit={getAnalysis}
          />
        ) : null}
      </div>
    </div>
  );
}
