import { Global, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { PdfRenderer } from './pdf-renderer';

/** Closes the process's Chromium with the app, so no browser outlives the worker or the API. */
@Injectable()
class PdfRendererShutdown implements OnApplicationShutdown {
  constructor(private readonly renderer: PdfRenderer) {}

  async onApplicationShutdown(): Promise<void> {
    await this.renderer.close();
  }
}

/** One warm Chromium per process (launched on the first PDF), with at most PLAN_JOB_CONCURRENCY pages at once. */
@Global()
@Module({
  providers: [
    {
      provide: PdfRenderer,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        new PdfRenderer({ executablePath: config.CHROME_PATH, maxConcurrentPages: config.PLAN_JOB_CONCURRENCY }),
    },
    PdfRendererShutdown,
  ],
  exports: [PdfRenderer],
})
export class PdfModule {}
