import { ApiError } from '../../common/errors/api-error';

export type UsersErrorCode = 'USER_NOT_FOUND' | 'ACCESS_LINK_EXPIRED';

/** 404 for an unknown user and for one this visitor may not see alike, so the two cannot be told apart. */
export function userNotFound(field = 'userId'): ApiError {
  const code: UsersErrorCode = 'USER_NOT_FOUND';
  return new ApiError(404, code, 'User not found', { [field]: ['no user has this id'] });
}

/** 410: the emailed link is unknown, already used or past its 30 minutes (one answer for all three). */
export function accessLinkExpired(): ApiError {
  const code: UsersErrorCode = 'ACCESS_LINK_EXPIRED';
  return new ApiError(410, code, 'This link has expired or has already been used; ask for a new one', {
    token: ['unknown, used or expired'],
  });
}
