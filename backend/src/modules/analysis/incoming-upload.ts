import { randomUUID } from 'node:crypto';

// An upload's body as the upload middleware received it: a temporary file in the incoming folder, named here so the
// service that takes it over can refuse any file the middleware did not make.

/** The name every accepted body's temporary file gets in the incoming folder. */
export const INCOMING_UPLOAD_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.part$/;

export function newIncomingFileName(): string {
  return `${randomUUID()}.part`;
}

/** A body received to a file for the upload address `id`, which was checked before it was read. */
export interface ReceivedUpload {
  id: string;
  file: string;
  size: number;
}
