import { ConfigValidationError } from '../config/load-config';

/** Prints why the process could not start and exits non-zero (before the logger exists, stderr is all there is). */
export function exitOnBootFailure(error: unknown): never {
  if (error instanceof ConfigValidationError) {
    process.stderr.write(`${error.message}\nSee backend/.env.example for every setting.\n`);
  } else {
    process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
}
