import { ApiError } from '../../common/errors/api-error';

export type CoachingErrorCode = 'TRAINER_NOT_FOUND';

export function trainerNotFound(): ApiError {
  const code: CoachingErrorCode = 'TRAINER_NOT_FOUND';
  return new ApiError(404, code, 'Trainer not found');
}
