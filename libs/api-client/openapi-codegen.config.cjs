// RTK Query endpoints generated from the root openapi.yaml (written by the backend from its controllers).
// `npm run generate` writes the committed client; `npm run check` fails when it is out of date.
/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: '../../openapi.yaml',
  apiFile: './src/base-api.ts',
  apiImport: 'fitnessApi',
  outputFile: process.env.API_CLIENT_OUTPUT_FILE || './src/generated/api.generated.ts',
  exportName: 'fitnessGeneratedApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  tag: true,
};
