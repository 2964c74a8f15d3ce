import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { PhotoUploadsService } from './photo-uploads.service';

/**
 * "Your photos are never stored": when POST /api/analysis is answered with an error from any layer (the validation
 * pipe, a rate limit, an unknown user, the analysis itself), the photos it named are deleted as the answer goes out,
 * if they belong to the visitor who sent it. The analysis service deletes them itself on its own paths.
 */
export function discardPhotosOfRefusedAnalysis(photoUploads: PhotoUploadsService): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method === 'POST' && (request.path === '/' || request.path === '')) {
      response.on('finish', () => {
        if (response.statusCode < 400) return;
        const body = (request.body ?? {}) as { frontPhotoURL?: unknown; sidePhotoURL?: unknown };
        void photoUploads.discardNamedPhotos([body.frontPhotoURL, body.sidePhotoURL], request.visitorId);
      });
    }
    next();
  };
}
