import { ApiError } from '../../common/errors/api-error';

export type PaymentsErrorCode =
  | 'PAYMENT_NOT_FOUND'
  | 'PAYMENT_NOT_COMPLETED'
  | 'PAYMENT_MISMATCH'
  | 'PAYMENT_REQUIRED'
  | 'CARD_DECLINED'
  | 'WEBHOOK_SIGNATURE_INVALID'
  | 'PAYMENT_PROVIDER_UNAVAILABLE'
  | 'PAYMENT_PROVIDER_REFUSED';

function error(status: number, code: PaymentsErrorCode, message: string, details?: Record<string, string[]>): ApiError {
  return new ApiError(status, code, message, details);
}

/** 404: no such payment, or one another visitor made (the two answer alike). */
export const paymentNotFound = (): ApiError =>
  error(404, 'PAYMENT_NOT_FOUND', 'Payment not found', { paymentIntentId: ['no payment of yours has this id'] });

/** 402: the provider has not (yet) taken the money: pending, failed or canceled. */
export const paymentNotCompleted = (status: string): ApiError =>
  error(402, 'PAYMENT_NOT_COMPLETED', `The payment has not gone through (status: ${status}). Nothing was unlocked.`, {
    paymentIntentId: [`status is ${status}, not succeeded`],
  });

/** 402: a real payment, but not for this: another plan, price, currency, analysis or person. */
export const paymentMismatch = (reason: string): ApiError =>
  error(402, 'PAYMENT_MISMATCH', `This payment does not pay for what was asked: ${reason}. Nothing was unlocked.`, {
    paymentIntentId: [reason],
  });

/** 402: nothing paid for this yet. */
export const paymentRequired = (what: string): ApiError =>
  error(402, 'PAYMENT_REQUIRED', `No completed payment for ${what} was found. Nothing was unlocked.`);

/** 402: the card was refused, with the provider's own message (shown in the 'Payment Failed' toast). */
export const cardDeclined = (message: string, code: string, declineCode?: string): ApiError =>
  error(402, 'CARD_DECLINED', message, { card: [declineCode === undefined ? code : `${code}: ${declineCode}`] });

export const webhookSignatureInvalid = (): ApiError =>
  error(400, 'WEBHOOK_SIGNATURE_INVALID', 'The webhook signature does not verify');

/** 503: an outage (no connection, a timeout, the provider's own 5xx or rate limit): trying again may work. */
export const paymentProviderUnavailable = (): ApiError =>
  error(503, 'PAYMENT_PROVIDER_UNAVAILABLE', 'The payment provider could not be reached. Please try again.');

/**
 * 502: the provider answered and refused our request (a 4xx: a key, setting or parameter of ours is wrong). Not an
 * outage, so "try again" would not help; the provider's code is in the details and in the log.
 */
export const paymentProviderRefused = (providerCode: string): ApiError =>
  error(502, 'PAYMENT_PROVIDER_REFUSED', 'The payment provider refused this request. Nothing was charged; please contact support.', {
    provider: [providerCode],
  });
