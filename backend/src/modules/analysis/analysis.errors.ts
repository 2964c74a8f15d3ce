import { PHOTO_MAX_BYTES } from '@fitness/contracts';
import { ApiError } from '../../common/errors/api-error';

// --- Photo uploads ---

export type PhotoUploadErrorCode =
  | 'UPLOAD_URL_EXPIRED'
  | 'UPLOAD_SIGNATURE_INVALID'
  | 'UPLOAD_URL_ALREADY_USED'
  | 'EMPTY_PHOTO'
  | 'PHOTO_TOO_LARGE'
  | 'UNSUPPORTED_PHOTO_TYPE'
  | 'UNKNOWN_PHOTO_REFERENCE'
  | 'PHOTO_NOT_UPLOADED';

function fieldDetails(field: string | undefined, reason: string): Record<string, string[]> | undefined {
  return field === undefined ? undefined : { [field]: [reason] };
}

/** 403: the upload address has expired, or was used without its `expires` and `signature` query. */
export class UploadUrlExpiredError extends ApiError {
  constructor() {
    const code: PhotoUploadErrorCode = 'UPLOAD_URL_EXPIRED';
    super(403, code, 'This upload address has expired or lacks its signature; ask for a new one');
  }
}

/** 403: the signature does not match the address (altered key, expiry or signature). */
export class UploadSignatureInvalidError extends ApiError {
  constructor() {
    const code: PhotoUploadErrorCode = 'UPLOAD_SIGNATURE_INVALID';
    super(403, code, 'This upload address is not valid');
  }
}

/** 409: each upload address takes one photo, even after that photo was deleted. */
export class UploadUrlAlreadyUsedError extends ApiError {
  constructor() {
    const code: PhotoUploadErrorCode = 'UPLOAD_URL_ALREADY_USED';
    super(409, code, 'This upload address has already been used; ask for a new one');
  }
}

export class EmptyPhotoError extends ApiError {
  constructor() {
    const code: PhotoUploadErrorCode = 'EMPTY_PHOTO';
    super(400, code, 'The upload is empty; send the photo file as the request body');
  }
}

export class PhotoTooLargeError extends ApiError {
  constructor() {
    const code: PhotoUploadErrorCode = 'PHOTO_TOO_LARGE';
    super(413, code, `The photo is larger than ${PHOTO_MAX_BYTES} bytes (10 MB)`);
  }
}

/** 415: judged by the bytes themselves, whatever type or file name was declared. */
export class UnsupportedPhotoTypeError extends ApiError {
  constructor() {
    const code: PhotoUploadErrorCode = 'UNSUPPORTED_PHOTO_TYPE';
    super(415, code, 'The photo must be a JPEG, PNG or WebP image');
  }
}

/** 400: a photo reference that is not one of our upload addresses; `field` names the request field in `details`. */
export class UnknownPhotoReferenceError extends ApiError {
  constructor(field?: string) {
    const code: PhotoUploadErrorCode = 'UNKNOWN_PHOTO_REFERENCE';
    const reason = `${field ?? 'The photo reference'} must be an upload address from POST /api/photos/upload, without its query`;
    super(400, code, 'Unknown photo reference', fieldDetails(field, reason));
  }
}

/** 400: nothing was uploaded to that address, or the photo was already deleted (analysed or swept after 15 minutes). */
export class PhotoNotUploadedError extends ApiError {
  constructor(field?: string) {
    const code: PhotoUploadErrorCode = 'PHOTO_NOT_UPLOADED';
    const reason = `${field ?? 'The photo'} was never uploaded, or has already been deleted`;
    super(400, code, 'Photo not uploaded or no longer stored', fieldDetails(field, reason));
  }
}

// --- Analysis records ---

export type AnalysisRecordErrorCode = 'ANALYSIS_NOT_FOUND' | 'PHOTOS_INCOMPLETE';

/** 404: no analysis under this analysis id, or none yet for this user id. */
export class AnalysisNotFoundError extends ApiError {
  constructor(field: 'userId' | 'analysisId') {
    const code: AnalysisRecordErrorCode = 'ANALYSIS_NOT_FOUND';
    super(404, code, 'Analysis not found', fieldDetails(field, 'no analysis was found for this id'));
  }
}

/** 400: photos count only in pairs (spec §7); one without the other is a caller error, not a silent stats-only run. */
export class PhotosIncompleteError extends ApiError {
  constructor(missing: 'frontPhotoURL' | 'sidePhotoURL') {
    const code: AnalysisRecordErrorCode = 'PHOTOS_INCOMPLETE';
    super(400, code, 'Send both photos or neither', fieldDetails(missing, 'required when the other photo is given'));
  }
}
