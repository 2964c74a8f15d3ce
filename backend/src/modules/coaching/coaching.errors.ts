import { ApiError, FieldRuleError } from '../../common/errors/api-error';

export type CoachingErrorCode =
  'TRAINER_NOT_FOUND' | 'UNKNOWN_TRAINER' | 'BOOKING_TIME_OUT_OF_RANGE' | 'DUPLICATE_BOOKING' | 'BOOKING_NOT_FOUND';

export function trainerNotFound(): ApiError {
  const code: CoachingErrorCode = 'TRAINER_NOT_FOUND';
  return new ApiError(404, code, 'Trainer not found');
}

/** 400: a booking names a trainer we do not have. */
export function unknownTrainer(field: 'trainerId' | 'trainerName'): ApiError {
  const code: CoachingErrorCode = 'UNKNOWN_TRAINER';
  return new FieldRuleError(code, 'No such trainer', {
    [field]: ['no trainer has this ' + (field === 'trainerId' ? 'id' : 'name')],
  });
}

/** 400: a well-formed time that cannot be booked (in the past, or too far ahead). */
export function bookingTimeOutOfRange(reason: string): ApiError {
  const code: CoachingErrorCode = 'BOOKING_TIME_OUT_OF_RANGE';
  return new FieldRuleError(code, 'This time cannot be booked', { scheduledAt: [reason] });
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
