import { ApiError } from '../../common/errors/api-error';

export type UsersErrorCode = 'USER_NOT_FOUND';

export function userNotFound(field = 'userId'): ApiError {
  const code: UsersErrorCode = 'USER_NOT_FOUND';
  return new ApiError(404, code, 'User not found', { [field]: ['no user has this id'] });
}
