import { ApiError } from '../../common/errors/api-error';

export type AiCoachErrorCode = 'AI_UNAVAILABLE';

/** What callers see when the language model could not answer; the cause is logged, never echoed. */
export function aiCoachUnavailable(): ApiError {
  const code: AiCoachErrorCode = 'AI_UNAVAILABLE';
  return new ApiError(503, code, 'The AI coach is unavailable right now. Please try again in a minute.');
}
