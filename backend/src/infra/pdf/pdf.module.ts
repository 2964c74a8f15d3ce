import { Global, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { ChromiumPdfRenderer } from './chromium-pdf-renderer';
import { PdfRendererPort } from './pdf-renderer.port';

/** Closes the process's Chromium with the app, so no browser outlives the worker or the API. */
@Injectable()
class PdfRendererShutdown implements OnApplicationShutdown {
  constructor(private readonly renderer: PdfRendererPort) {}

  async onApplicationShutdown(): Promise<void> {
    await this.renderer.close();
  }
}

/** One warm Chromium per process (launched on the first PDF), with at most PLAN_JOB_CONCURRENCY pages at once. */
@Global()
@Module({
  providers: [
    {
      provide: PdfRendererPort,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        new ChromiumPdfRenderer({ executablePath: config.CHROME_PATH, maxConcurrentPages: config.PLAN_JOB_CONCURRENCY }),
    },
    PdfRendererShutdown,
  ],
  exports: [PdfRendererPort],
})
export class PdfModule {}
