import 'reflect-metadata';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createApp } from '../bootstrap/create-app';
import { OPENAPI_FILE, openApiGenerationConfig, renderOpenApiYaml } from '../bootstrap/openapi-file';

// `npm run openapi` writes the spec; `npm run openapi:check` fails when the committed file differs.
async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const { app, openApiDocument } = await createApp(openApiGenerationConfig());
  const yaml = renderOpenApiYaml(openApiDocument);
  await app.close();
  const relative = path.relative(process.cwd(), OPENAPI_FILE);
  if (!check) {
    await writeFile(OPENAPI_FILE, yaml);
    process.stdout.write(`Wrote ${relative}\n`);
    return;
  }
  const committed = await readFile(OPENAPI_FILE, 'utf8').catch(() => null);
  if (committed !== yaml) {
    process.stderr.write(
      `${relative} is ${committed === null ? 'missing' : 'stale'}: the API changed without regenerating it.\n` +
        'Run `npm run openapi -w @fitness/backend` and commit openapi.yaml (and the regenerated client).\n',
    );
    process.exit(1);
  }
  process.stdout.write(`${relative} is up to date\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
