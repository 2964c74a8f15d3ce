// RTK Query endpoints generated from the root openapi.yaml (written by the backend from its controllers).
// `npm run generate` writes the committed client; `npm run check` fails when it is out of date.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { parse } = require('yaml');

const schemaFile = '../../openapi.yaml';

/**
 * Reads are cached by their operation's tag. What a write makes stale is the server's word: every operation that is
 * not a GET names it in `x-invalidates` (backend: @InvalidatesReads), and the client invalidates exactly that.
 */
function invalidationsFromContract() {
  const document = parse(readFileSync(join(__dirname, schemaFile), 'utf8'));
  return Object.values(document.paths).flatMap((item) =>
    Object.values(item)
      .filter((operation) => Array.isArray(operation?.['x-invalidates']))
      .map((operation) => ({ pattern: operation.operationId, invalidatesTags: operation['x-invalidates'] })),
  );
}

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile,
  apiFile: './src/base-api.ts',
  apiImport: 'fitnessApi',
  outputFile: process.env.API_CLIENT_OUTPUT_FILE || './src/generated/api.generated.ts',
  exportName: 'fitnessGeneratedApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  tag: true,
  endpointOverrides: invalidationsFromContract(),
};
