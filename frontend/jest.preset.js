// Jest settings shared by the four apps and the two UI libraries: swc transform, jsdom, Testing Library matchers.
const path = require('node:path');

/** @param {string} rootDir the workspace folder @returns {import('jest').Config} */
function createJestConfig(rootDir) {
  return {
    rootDir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
    transform: {
      '^.+\\.[jt]sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'test-support', 'style-stub.js') },
    setupFilesAfterEnv: [path.join(__dirname, 'test-support', 'jest.setup.js')],
    clearMocks: true,
    restoreMocks: true,
  };
}

module.exports = { createJestConfig };
