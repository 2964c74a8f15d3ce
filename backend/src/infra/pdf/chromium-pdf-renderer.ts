import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import type { Browser } from 'puppeteer';
import { type PdfLayout, PdfRendererPort } from './pdf-renderer.port';

export interface PdfRendererOptions {
  /** The system Chromium (apt package `chromium`); puppeteer never downloads one here. */
  executablePath: string;
  /** Pages rendering at the same time in this process's one browser. */
  maxConcurrentPages: number;
  launchTimeoutMs?: number;
  /** Try Chromium's sandbox first (default: unless running as root, which Chromium refuses it to). */
  trySandbox?: boolean;
  /** A browser with no page open this long is closed, giving its memory back; the next PDF launches one again. */
  idleCloseMs?: number;
}

/** Long enough for the renders of one purchase (warmed at payment, used seconds later), short enough to give back. */
export const PDF_RENDERER_IDLE_CLOSE_MS = 5 * 60 * 1000;

// Offline and quiet: without the networking flags Chromium tries to reach outside hosts (TOOLCHAIN.md).
const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * HTML to PDF with one warm Chromium per process: launched on the first render (about 0.5 s), relaunched if it
 * crashed, a fresh page per document, at most `maxConcurrentPages` at once (the rest wait their turn).
 */
export class ChromiumPdfRenderer extends PdfRendererPort {
  private readonly logger = new Logger(ChromiumPdfRenderer.name);
  private browser?: Promise<Browser>;
  /**
   * Whether Chromium runs inside its own sandbox. Chromium refuses its sandbox to root; for any other account it
   * needs unprivileged user namespaces (or its setuid helper), which some kernels and container runtimes deny. Then
   * it runs without, still with JavaScript off and every request but the document's own blocked (renderPdf).
   */
  private sandbox: boolean;
  private userDataDir?: string;
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private idleTimer?: NodeJS.Timeout;

  constructor(private readonly options: PdfRendererOptions) {
    super();
    this.sandbox = options.trySandbox ?? process.getuid?.() !== 0;
  }

  isWarm(): boolean {
    return this.browser !== undefined;
  }

  /**
   * Launches the browser now, in the background, when a PDF will be needed soon (a paid plan is being written), so the
   * render does not wait for Chromium's start (~0.5 s). Failures are left to the render, which launches again.
   */
  warm(): void {
    this.warmBrowser().then(
      () => this.scheduleIdleClose(),
      () => undefined,
    );
  }

  /** Whether the browser runs (or will run) with Chromium's sandbox. */
  isSandboxed(): boolean {
    return this.sandbox;
  }

  async renderPdf(html: string, layout: PdfLayout): Promise<Buffer> {
    await this.acquire();
    try {
      const browser = await this.warmBrowser();
      const page = await browser.newPage();
      try {
        // The document is self-contained (styles and fonts inlined): nothing may be fetched, no script runs.
        await page.setJavaScriptEnabled(false);
        await page.setRequestInterception(true);
        page.on('request', (request) => {
          if (request.url().startsWith('data:') || request.url() === 'about:blank') void request.continue();
          else void request.abort();
        });
        await page.setContent(html, { waitUntil: 'load' });
        const pdf = await page.pdf({
          format: 'A4',
          printBackground: true,
          displayHeaderFooter: true,
          headerTemplate: layout.headerTemplate,
          footerTemplate: layout.footerTemplate,
          margin: { top: '18mm', bottom: '18mm', left: '14mm', right: '14mm' },
        });
        return Buffer.from(pdf);
      } finally {
        await page.close().catch(() => undefined);
      }
    } finally {
      this.release();
    }
  }

  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    // Taken first: a render may launch the next browser (with its own profile) while this one is closing.
    const browser = this.browser;
    const userDataDir = this.userDataDir;
    this.browser = undefined;
    this.userDataDir = undefined;
    if (browser !== undefined) await (await browser.catch(() => undefined))?.close().catch(() => undefined);
    if (userDataDir !== undefined) await rm(userDataDir, { recursive: true, force: true });
  }

  private warmBrowser(): Promise<Browser> {
    this.browser ??= this.launch().catch((error: unknown) => {
      this.browser = undefined;
      throw error;
    });
    return this.browser;
  }

  private async launch(): Promise<Browser> {
    // Imported with the first render: most processes never make a PDF, and puppeteer takes a tenth of a second to load.
    const { default: puppeteer } = await import('puppeteer');
    this.userDataDir = await mkdtemp(path.join(tmpdir(), 'fitness-pdf-chromium-'));
    const launch = (sandbox: boolean) =>
      puppeteer.launch({
        executablePath: this.options.executablePath,
        headless: true,
        args: [...CHROMIUM_ARGS, ...(sandbox ? [] : ['--no-sandbox']), `--user-data-dir=${this.userDataDir}`],
        timeout: this.options.launchTimeoutMs ?? 30_000,
      });
    let browser: Browser;
    try {
      browser = await launch(this.sandbox);
    } catch (error) {
      if (!this.sandbox) throw error;
      this.logger.warn(
        { err: error },
        'Chromium could not start its sandbox here (no unprivileged user namespaces?); rendering PDFs without it, ' +
          'with JavaScript off and every outside request blocked',
      );
      this.sandbox = false;
      browser = await launch(false);
    }
    if (!this.sandbox) this.logger.log('Chromium renders PDFs without its sandbox (running as root, or none available)');
    // A crashed or killed browser is replaced on the next render; a browser closed on purpose, whose successor may
    // already be running, leaves the successor alone.
    const launched = browser;
    browser.once('disconnected', () => {
      void this.browser?.then((current) => {
        if (current === launched) this.browser = undefined;
      }, () => undefined);
    });
    return browser;
  }

  /** Closes an unused browser after the idle time; a render meanwhile cancels it. */
  private scheduleIdleClose(): void {
    clearTimeout(this.idleTimer);
    if (this.active > 0 || this.browser === undefined) return;
    this.idleTimer = setTimeout(() => {
      if (this.active === 0) void this.close();
    }, this.options.idleCloseMs ?? PDF_RENDERER_IDLE_CLOSE_MS);
    this.idleTimer.unref();
  }

  private acquire(): Promise<void> {
    clearTimeout(this.idleTimer);
    if (this.active < this.options.maxConcurrentPages) {
      this.active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next !== undefined) next();
    else this.active -= 1;
    if (this.active === 0) this.scheduleIdleClose();
  }
}
