// Flat config, type-aware: floating promises, misused promises, exhaustive switches and eqeqeq are errors.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import jest from 'eslint-plugin-jest';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.nx/**',
      '**/*.generated.ts',
      'test-results/**',
      'playwright-report/**',
      'models/**',
      '**/*.config.js',
      '**/*.config.cjs',
      '.puppeteerrc.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      eqeqeq: ['error', 'always'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Every test asserts what a caller can see: a test without an assertion (expect, supertest's .expect, or one of
    // our expect* helpers) is an error.
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.e2e.ts', '**/*.resilience.ts'],
    plugins: { jest },
    rules: {
      'jest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', '**.expect', '**.expect*'] }],
    },
  },
  {
    // An outside service's client library, and the adapter around it, are imported (with import()) only where their
    // setting selects them, so the embedded default starts without loading them (README, "Outside services").
    files: ['backend/src/**/*.ts'],
    ignores: [
      'backend/src/**/__tests__/**',
      'backend/src/infra/payments/stripe-payment-provider.ts',
      'backend/src/infra/ai-coach/openai-ai-coach.adapter.ts',
      'backend/src/infra/storage/gcs-file-storage.adapter.ts',
      'backend/src/infra/queue/bullmq-*.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            'stripe',
            'openai',
            '@google-cloud/storage',
            'bullmq',
            '@nestjs/bullmq',
            'ioredis',
            '@nest-lab/throttler-storage-redis',
            'puppeteer',
          ].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'Load an outside service only when its setting selects it: await import() where it is chosen.',
          })),
          patterns: [
            {
              group: [
                '**/stripe-payment-provider',
                '**/openai-ai-coach.adapter',
                '**/gcs-file-storage.adapter',
                '**/bullmq-*',
              ],
              allowTypeImports: true,
              message: 'This adapter loads an outside service: await import() it where its setting selects it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}', 'libs/ui/**/*.{ts,tsx}', 'libs/api-client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The fake API is for tests only: an app or library file importing it would put it in a production bundle.
    files: ['frontend/**/*.{ts,tsx}', 'libs/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**', '**/*.spec.{ts,tsx}', 'libs/api-client/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@fitness/api-client/testing', message: 'The fake API is for test files only.' }],
          patterns: [{ group: ['./testing', './testing/*'], message: 'The fake API is for test files only.' }],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node } },
  },
);
