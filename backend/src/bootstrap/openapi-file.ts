import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OpenAPIObject } from '@nestjs/swagger';
import { stringify } from 'yaml';
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

function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeysDeep((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * The committed form of the spec: keys sorted at every level so diffs show real changes only. Here, not beside the
 * Swagger setup: the API never writes it, and need not load a YAML library to start.
 */
export function renderOpenApiYaml(document: OpenAPIObject): string {
  return stringify(sortKeysDeep(document), { lineWidth: 0 });
}
