import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../config/app-config';
import { loadConfig } from '../config/load-config';

/** The committed spec at the repository root (backend/src|dist/bootstrap are three levels below it). */
export const OPENAPI_FILE = path.resolve(__dirname, '..', '..', '..', 'openapi.yaml');

/** A hermetic config for generating the spec: in-memory database, no schedules, nothing read from the environment. */
export function openApiGenerationConfig(): AppConfig {
  const scratch = mkdtempSync(path.join(tmpdir(), 'fitness-openapi-'));
  return loadConfig({
    PGLITE_DATA_DIR: 'memory://',
    STORAGE_DIR: path.join(scratch, 'uploads'),
    DATA_DIR: path.join(scratch, 'data'),
    LOG_LEVEL: 'warn',
    JOB_SCHEDULES_ENABLED: 'false',
  });
}
