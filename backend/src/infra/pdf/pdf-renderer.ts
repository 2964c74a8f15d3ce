import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'puppeteer';

export interface PdfRendererOptions {
  /** The system Chromium (apt package `chromium`); puppeteer never downloads one here. */
  executablePath: string;
  /** Pages rendering at the same time in this process's one browser. */
  maxConcurrentPages: number;
  launchTimeoutMs?: number;
}

export interface PdfLayout {
  /** Small running header and the page-number footer ("Page X of Y"), as Chromium print templates. */
  headerTemplate: string;
  footerTemplate: string;
}

// Offline and quiet: without the networking flags Chromium tries to reach outside hosts (TOOLCHAIN.md).
const CHROMIUM_ARGS = [
  '--no-sandbox',
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
export class PdfRenderer {
  private browser?: Promise<Browser>;
  private userDataDir?: string;
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly options: PdfRendererOptions) {}

  isWarm(): boolean {
    return this.browser !== undefined;
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
    const browser = this.browser;
    this.browser = undefined;
    if (browser !== undefined) await (await browser.catch(() => undefined))?.close().catch(() => undefined);
    if (this.userDataDir !== undefined) await rm(this.userDataDir, { recursive: true, force: true });
    this.userDataDir = undefined;
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
    const browser = await puppeteer.launch({
      executablePath: this.options.executablePath,
      headless: true,
      args: [...CHROMIUM_ARGS, `--user-data-dir=${this.userDataDir}`],
      timeout: this.options.launchTimeoutMs ?? 30_000,
    });
    // A crashed or killed browser is replaced on the next render.
    browser.once('disconnected', () => {
      if (this.browser !== undefined) this.browser = undefined;
    });
    return browser;
  }

  private acquire(): Promise<void> {
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
  }
}
