// `npm run bench:web`: what a first visit to the landing costs. Starts the built app (backend/dist, embedded
// database) on a free port, opens "/" in the system Chromium, prints the gzipped size of every JavaScript file
// the landing loads, then runs Lighthouse (performance and accessibility) on the same page.
// Build first: `npm run build -w @fitness/shell` (and the backend).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = resolve(import.meta.dirname, '../../..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const budgetGzipBytes = 200 * 1024;

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

async function waitForHealth(baseURL, app) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (app.exitCode !== null) throw new Error(`the app exited with code ${app.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 500));
  }
  throw new Error('the app did not become healthy within 2 minutes');
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function measureBundles(baseURL) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(baseURL, { waitUntil: 'networkidle' });
    const rows = [];
    for (const response of scripts) {
      const body = await response.body();
      rows.push({
        file: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      fcp: audits['first-contentful-paint'].displayValue,
      lcp: audits['largest-contentful-paint'].displayValue,
      tbt: audits['total-blocking-time'].displayValue,
      cls: audits['cumulative-layout-shift'].displayValue,
    };
  } finally {
    chrome.kill();
  }
}

const port = await freePort();
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'fitness-bench-web-'));
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
delete env.DATABASE_URL;
delete env.REDIS_URL;
env.PGLITE_DATA_DIR = join(dataDir, 'pglite');
env.STORAGE_DIR = join(dataDir, 'uploads');
const app = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});

let failed = false;
try {
  await waitForHealth(baseURL, app);
  const bundles = await measureBundles(`${baseURL}/`);
  console.log('JavaScript loaded by the landing (/):');
  for (const row of bundles)
    console.log(`  ${row.file.padEnd(40)} ${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(10)} gzip`);
  const total = bundles.reduce((sum, row) => sum + row.gzip, 0);
  console.log(
    `  ${'total'.padEnd(40)} ${''.padStart(14)} ${kb(total).padStart(10)} gzip (budget ${kb(budgetGzipBytes)})`,
  );
  const remotes = bundles.filter((row) => row.file.startsWith('/mf/'));
  if (remotes.length > 0)
    console.log(`  warning: the landing loaded remote code: ${remotes.map((row) => row.file).join(', ')}`);
  if (total > budgetGzipBytes) {
    console.log('  over budget');
    failed = true;
  }

  const scores = await runLighthouse(`${baseURL}/`);
  console.log(
    `Lighthouse (/, mobile defaults): performance ${scores.performance}, accessibility ${scores.accessibility}`,
  );
  console.log(`  FCP ${scores.fcp}, LCP ${scores.lcp}, TBT ${scores.tbt}, CLS ${scores.cls}`);
} finally {
  app.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
