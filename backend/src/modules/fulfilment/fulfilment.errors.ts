import { ApiError } from '../../common/errors/api-error';

export type FulfilmentErrorCode = 'EXPERT_ORDER_NOT_FOUND' | 'PAYMENT_ALREADY_USED' | 'ORDER_AWAITING_INTAKE' | 'INTAKE_LINK_EXPIRED';

function error(status: number, code: FulfilmentErrorCode, message: string, details?: Record<string, string[]>): ApiError {
  return new ApiError(status, code, message, details);
}

/** 404: no paid expert-plan order has this id. */
export const expertOrderNotFound = (): ApiError => error(404, 'EXPERT_ORDER_NOT_FOUND', 'Expert plan order not found');

/** 409: this payment's order already has other answers; one payment buys one plan. */
export const paymentAlreadyUsed = (): ApiError =>
  error(409, 'PAYMENT_ALREADY_USED', 'This payment already paid for another questionnaire', {
    paymentIntentId: ['already used for another questionnaire'],
  });

/** 409: the coach cannot deliver a plan whose intake (the buyer's answers) has not arrived. */
export const orderAwaitingIntake = (): ApiError =>
  error(409, 'ORDER_AWAITING_INTAKE', 'This order is still waiting for the buyer’s answers');

/** 410: the emailed intake link is unknown, or its order already has its answers. */
export const intakeLinkExpired = (): ApiError =>
  error(410, 'INTAKE_LINK_EXPIRED', 'This link has already been used: your coach has your answers', {
    token: ['unknown or already used'],
  });
