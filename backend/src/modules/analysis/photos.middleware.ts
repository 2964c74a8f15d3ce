// The photo routes' Express side, around PhotosService (which decides everything): the upload body streamed to a
// file once its address is checked, and the analysis request's photos released once it is answered.
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { PHOTO_MAX_BYTES } from '@fitness/contracts';
import { ApiError } from '../../common/errors/api-error';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../common/files/private-files';
import type { SignedUploadQuery } from '../../infra/storage/upload-url-signer';
import { PhotoTooLargeError } from './analysis.errors';
import { newIncomingFileName, type ReceivedUpload } from './incoming-upload';
import { type NamedPhotos, namesPhotos, type PhotosService } from './photos.service';

/** Where browsers PUT photos when they are stored on local disk (PhotosController's `photos/uploads/:id`). */
export const PHOTO_UPLOADS_PATH = '/api/photos/uploads';

const UPLOAD_ID = /^\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * Where an accepted upload is handed on: a symbol only this module holds, so no parsed body (JSON, a form) can
 * carry it, whatever it names. `request.body` is never read for an upload.
 */
const RECEIVED_UPLOAD = Symbol('receivedPhotoUpload');

type RequestWithUpload = Request & { [RECEIVED_UPLOAD]?: ReceivedUpload };

/** The body photoUploadBodyMiddleware accepted for this request, if any (a controller parameter). */
export const ReceivedPhotoUpload = createParamDecorator(
  (_data: unknown, context: ExecutionContext): ReceivedUpload | undefined =>
    context.switchToHttp().getRequest<RequestWithUpload>()[RECEIVED_UPLOAD],
);

export interface PhotoUploadBodyOptions {
  /** Refuses a forged, expired or spent address from its URL alone (throws the API error to answer with). */
  checkAddress: (id: string, query: SignedUploadQuery) => Promise<void>;
  /** Accepted bodies are streamed here (owner-only files) and moved into storage from there. */
  incomingDir: string;
  /** Uploads one visitor (or, without a session, one address) may send at once. */
  maxInFlightPerVisitor: number;
}

/**
 * Receives the body of a PUT under PHOTO_UPLOADS_PATH, at no cost until the address is known to be good: the
 * signature, expiry and single use are checked from the URL before a byte is read, and a refusal is answered at once
 * with the connection closed (the rest of the body is never read). An accepted body is streamed to a temporary file
 * under the 10 MB cap, never held in memory, and handed on under a private marker (ReceivedPhotoUpload). Mounted
 * before the JSON parser: a PUT here that it does not accept is answered here, so no parser ever fills a body that
 * the upload route could mistake for a received file.
 */
export function photoUploadBodyMiddleware(options: PhotoUploadBodyOptions): RequestHandler {
  const inFlight = new Map<string, number>();

  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'PUT') return next();
    // Whatever the outcome, this connection is not reused: a refused body is never read to its end.
    const refuse = (error: unknown): void => {
      response.setHeader('Connection', 'close');
      next(error);
    };
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && encoding.toLowerCase() !== 'identity') {
      return refuse(new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the photo without a content encoding'));
    }
    if (Number(request.headers['content-length']) > PHOTO_MAX_BYTES) return refuse(new PhotoTooLargeError());
    // request.path is the raw path: a trailing or doubled slash, an encoded character or capitals are not our id.
    const id = UPLOAD_ID.exec(request.path)?.[1];
    if (id === undefined) return refuse(new ApiError(404, 'NOT_FOUND', 'No such upload address'));

    const uploader = request.visitorId ?? `address:${request.ip}`;
    if ((inFlight.get(uploader) ?? 0) >= options.maxInFlightPerVisitor) {
      response.setHeader('Retry-After', '5');
      return refuse(new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many photo uploads at once. Please wait for one to finish.'));
    }
    inFlight.set(uploader, (inFlight.get(uploader) ?? 0) + 1);
    let released = false;
    const release = (): void => {
      if (released) return;
      released = true;
      const count = (inFlight.get(uploader) ?? 1) - 1;
      if (count <= 0) inFlight.delete(uploader);
      else inFlight.set(uploader, count);
    };
    response.on('close', release);

    const query = request.query as SignedUploadQuery;
    options
      .checkAddress(id, { expires: query.expires, signature: query.signature })
      .then(() => receiveToFile(request, id, options.incomingDir))
      .then(
        (upload) => {
          (request as RequestWithUpload)[RECEIVED_UPLOAD] = upload;
          next();
        },
        (error: unknown) => refuse(error),
      );
  };
}

/** Streams the body to an owner-only temporary file; over the cap it stops reading, deletes the file and refuses. */
async function receiveToFile(request: Request, id: string, incomingDir: string): Promise<ReceivedUpload> {
  await mkdir(incomingDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const file = path.join(incomingDir, newIncomingFileName());
  const out = createWriteStream(file, { mode: PRIVATE_FILE_MODE });
  let size = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      request.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > PHOTO_MAX_BYTES) {
          request.pause();
          reject(new PhotoTooLargeError());
          return;
        }
        if (!out.write(chunk)) {
          request.pause();
          out.once('drain', () => request.resume());
        }
      });
      request.on('end', () => out.end(() => resolve()));
      // A client that gives up mid-upload is not a server fault (and will not read the answer anyway).
      request.on('error', () => reject(new ApiError(400, 'BAD_REQUEST', 'The upload was interrupted')));
      request.on('aborted', () => reject(new ApiError(400, 'BAD_REQUEST', 'The upload was interrupted')));
      out.on('error', reject);
    });
    return { id, file, size };
  } catch (error) {
    out.destroy();
    await rm(file, { force: true });
    throw error;
  }
}

/**
 * "Your photos are never stored": once POST /api/analysis is answered, with anything (an analysis, or an error from
 * any layer: the validation pipe, a rate limit, an unknown user, the analysis itself), or the caller hangs up, the
 * photos it named are deleted (PhotosService.releaseNamedPhotos). The one place a named photo is deleted.
 */
export function releaseAnalysisPhotosWhenAnswered(photos: PhotosService): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method === 'POST' && (request.path === '/' || request.path === '')) {
      // The JSON parser ran before this middleware; a stats-only analysis (the hot path) names nothing to release.
      const { frontPhotoURL, sidePhotoURL } = (request.body ?? {}) as NamedPhotos;
      const named = { frontPhotoURL, sidePhotoURL };
      if (namesPhotos(named)) {
        response.on('close', () => void photos.releaseNamedPhotos(named, request.visitorId));
      }
    }
    next();
  };
}
