import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { PHOTO_MAX_BYTES } from '@fitness/contracts';
import { ApiError } from '../../common/errors/api-error';
import { PhotoTooLargeError } from './analysis.errors';

/** Where browsers PUT photos when they are stored on local disk (PhotosController's `photos/uploads/:id`). */
export const PHOTO_UPLOADS_PATH = '/api/photos/uploads';

/**
 * After refusing an oversized photo, the rest of its body is read and dropped up to this many bytes, so a browser
 * still sending it gets to read the 413; past it (or when the declared length is past it) the connection is cut.
 */
const DRAIN_LIMIT_BYTES = 2 * PHOTO_MAX_BYTES;

/**
 * Reads the body of a PUT under PHOTO_UPLOADS_PATH as raw bytes, whatever type it declares (the bytes are sniffed
 * later), into `request.body`. Never holds more than PHOTO_MAX_BYTES: a larger body is answered 413 PHOTO_TOO_LARGE
 * as soon as its declared length or its bytes pass the limit. Mounted before the JSON parser, which then finds the
 * request already read and leaves it alone.
 */
export function photoUploadBodyMiddleware(): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'PUT') return next();
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && encoding.toLowerCase() !== 'identity') {
      return next(new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the photo without a content encoding'));
    }

    let received = 0;
    const chunks: Buffer[] = [];
    let settled = false;
    const settle = (error?: unknown): void => {
      if (settled) return;
      settled = true;
      next(error);
    };
    const refuseAndDrain = (): void => {
      chunks.length = 0;
      settle(new PhotoTooLargeError());
      if (received > DRAIN_LIMIT_BYTES) request.destroy();
    };

    const declaredLength = Number(request.headers['content-length']);
    if (declaredLength > DRAIN_LIMIT_BYTES) {
      // Not worth reading at all: answer, then let Node close the connection instead of reading on.
      response.setHeader('Connection', 'close');
      return settle(new PhotoTooLargeError());
    }
    if (declaredLength > PHOTO_MAX_BYTES) refuseAndDrain();

    request.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > PHOTO_MAX_BYTES) refuseAndDrain();
      else chunks.push(chunk);
    });
    request.on('end', () => {
      request.body = Buffer.concat(chunks);
      settle();
    });
    // A client that gives up mid-upload is not a server fault (and will not read the answer anyway).
    request.on('error', () => settle(new ApiError(400, 'BAD_REQUEST', 'The upload was interrupted')));
  };
}
