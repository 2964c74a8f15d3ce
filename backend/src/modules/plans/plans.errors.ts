import { ApiError } from '../../common/errors/api-error';

/** 404: no questionnaire of this visitor has this id (another visitor's answers look the same as unknown ones). */
export function questionnaireNotFound(): ApiError {
  return new ApiError(404, 'QUESTIONNAIRE_NOT_FOUND', 'Questionnaire not found', {
    questionnaireId: ['no questionnaire of this person has this id'],
  });
}

/** 404: no AI plan was asked for on this analysis (or the analysis is not this visitor's). */
export function aiPlanNotFound(): ApiError {
  return new ApiError(404, 'AI_PLAN_NOT_FOUND', "We couldn't find your AI-generated plan. Please try again or contact support.");
}

/** 404: the plan exists but its PDF is not made yet; the page waits for `pdfReady`. */
export function aiPlanPdfNotReady(): ApiError {
  return new ApiError(404, 'AI_PLAN_PDF_NOT_READY', 'The PDF of this plan is not ready yet');
}
