import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN_TOKEN } from './admin';

// The browser suite runs in the system Chromium; it never downloads a browser.
const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}. Install it with \`apt-get install -y chromium\` or set CHROME_PATH; ` +
      'the browser tests cannot run without it.',
  );
}

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh embedded database and upload folder per run, so the suite never sees an earlier run's data. Kept in the
// environment so the test workers (which load this file again) see the same folder as the server.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'fitness-e2e-')));

const launchOptions = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { baseURL, trace: 'retain-on-failure', launchOptions },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions, channel: undefined } },
    {
      name: 'phone',
      // A touch screen has no hover: tests tagged @hover run on desktop only.
      grepInvert: /@hover/,
      use: {
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions,
      },
    },
  ],
  webServer: {
    // The real app on its embedded defaults: built shell, remotes and API on one port; no Postgres, no Redis. Started
    // as `npm start` starts it, with Node's memory settings, once the build is there.
    command: `env -u DATABASE_URL -u REDIS_URL sh backend/bin/node-with-memory-settings.sh backend/dist/main.js`,
    cwd: join(__dirname, '..'),
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Stopped as in production (SIGTERM: the app closes its PDF browser), not killed: puppeteer runs Chromium in a
    // process group of its own, so a killed server left it running after every suite, ~10 processes each time.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PGLITE_DATA_DIR: join(dataDir, 'pglite'),
      STORAGE_DIR: join(dataDir, 'uploads'),
      // The session secret and the email outbox (emailed links are read from it by e2e/visitor.ts).
      DATA_DIR: join(dataDir, 'data'),
      // Every test is a new visitor, all from 127.0.0.1: the per-address limits have API tests of their own.
      RATE_LIMIT_USERS_PER_MINUTE: '10000',
      RATE_LIMIT_ANALYSIS_PER_MINUTE: '10000',
      RATE_LIMIT_UPLOADS_PER_MINUTE: '10000',
      RATE_LIMIT_READS_PER_MINUTE: '10000',
      RATE_LIMIT_AI_PER_MINUTE: '10000',
      RATE_LIMIT_EMAIL_PER_MINUTE: '10000',
      // Operations' endpoints (coaching sessions, the funnel), which the browser suites read to check what was kept.
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
    },
  },
});
