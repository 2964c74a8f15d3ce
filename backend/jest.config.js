// Unit tests sit next to the code (src/**/__tests__), integration and API tests under test/.
// @swc/jest with decorator metadata (Nest DI needs it); dynamic import() is kept because PGlite is ESM-only.
/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
          target: 'es2022',
        },
        module: { type: 'commonjs', ignoreDynamic: true },
        sourceMaps: 'inline',
      },
    ],
  },
  moduleNameMapper: {
    // An adapter imported with import() is named by its compiled file ('./x.js'); here its source is './x.ts'.
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@fitness/contracts$': '<rootDir>/../libs/contracts/src/index.ts',
    '^@fitness/engine$': '<rootDir>/../libs/engine/src/index.ts',
    '^@fitness/body-scan$': '<rootDir>/../libs/body-scan/src/index.ts',
  },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 60_000,
  // Each integration file opens its own embedded database (~0.5 GB); two at a time is what this machine affords.
  maxWorkers: 2,
};
