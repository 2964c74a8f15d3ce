import { ConfigValidationError } from '../config/load-config';
import { EmbeddedDatabaseLockedError } from '../database/embedded-postgres';

/** Prints why the process could not start and exits non-zero (before the logger exists, stderr is all there is). */
export function exitOnBootFailure(error: unknown): never {
  if (error instanceof ConfigValidationError) {
    process.stderr.write(`${error.message}\nSee backend/.env.example for every setting.\n`);
  } else if (error instanceof EmbeddedDatabaseLockedError) {
    // An expected refusal, not a crash: the message says what to do, a stack trace would only hide it.
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
}
