// HTML to PDF, like every outside system behind a small port (ChromiumPdfRenderer is the one adapter: puppeteer with
// the system Chromium, the same in the embedded default and in production).

export interface PdfLayout {
  /** Small running header and the page-number footer ("Page X of Y"), as Chromium print templates. */
  headerTemplate: string;
  footerTemplate: string;
}

export abstract class PdfRendererPort {
  /** The document as PDF bytes. */
  abstract renderPdf(html: string, layout: PdfLayout): Promise<Buffer>;

  /** Gets ready for a render expected soon (a plan was just paid for); returns at once. */
  abstract warm(): void;

  /** Gives back what the renderer holds (its browser); the next render starts it again. */
  abstract close(): Promise<void>;
}
