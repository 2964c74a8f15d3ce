import { ApiError, RequestValidationError } from '../../common/errors/api-error';

export type CoachingErrorCode = 'TRAINER_NOT_FOUND' | 'DUPLICATE_BOOKING' | 'BOOKING_NOT_FOUND';

export function trainerNotFound(): ApiError {
  const code: CoachingErrorCode = 'TRAINER_NOT_FOUND';
  return new ApiError(404, code, 'Trainer not found');
}

/** 400: a booking names a trainer we do not have. */
export function unknownTrainer(field: 'trainerId' | 'trainerName'): ApiError {
  return new RequestValidationError({ [field]: ['no trainer has this ' + (field === 'trainerId' ? 'id' : 'name')] });
}

/** 400: the visitor already asked this trainer for this time. */
export function duplicateBooking(): ApiError {
  const code: CoachingErrorCode = 'DUPLICATE_BOOKING';
  return new ApiError(400, code, 'You have already asked for this session', {
    scheduledAt: ['you already asked this trainer for this time'],
  });
}

export function bookingNotFound(): ApiError {
  const code: CoachingErrorCode = 'BOOKING_NOT_FOUND';
  return new ApiError(404, code, 'Booking not found');
}
