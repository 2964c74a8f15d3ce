// Unit tests sit next to the code (src/**/*.spec.ts). Contracts are read from source so no build is needed first.
// The model smoke test loads the real BlazePose files (fetched by `npm run models`), so it gets a longer timeout.
// The environment shares Node’s typed arrays with the tests (see jest.environment.js) for onnxruntime.
/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: '<rootDir>/jest.environment.js',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  moduleNameMapper: { '^@fitness/contracts$': '<rootDir>/../contracts/src/index.ts' },
  testTimeout: 60_000,
};
