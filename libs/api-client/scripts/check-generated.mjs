// Regenerates the client next to the committed one and fails when they differ (the typed contract drifted).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const committed = join(root, 'src/generated/api.generated.ts');
// Same folder as the committed file, so its relative import of the base api is identical.
const fresh = join(root, 'src/generated/.api.check.generated.ts');

try {
  execFileSync('rtk-query-codegen-openapi', ['openapi-codegen.config.cjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, API_CLIENT_OUTPUT_FILE: './src/generated/.api.check.generated.ts' },
  });
  if (!existsSync(committed) || readFileSync(committed, 'utf8') !== readFileSync(fresh, 'utf8')) {
    console.error(
      'libs/api-client/src/generated/api.generated.ts is out of date with openapi.yaml: run `npm run generate -w @fitness/api-client`.',
    );
    process.exitCode = 1;
  } else {
    console.log('Generated API client matches openapi.yaml.');
  }
} finally {
  rmSync(fresh, { force: true });
}
