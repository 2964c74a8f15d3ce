import 'reflect-metadata';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/load-config';
import { buildDataSourceOptions } from '../database/data-source-options';
import { EmbeddedPostgres } from '../database/embedded-postgres';
import { EMBEDDED_TEMPLATE_DIR } from '../database/embedded-template';
import { runBuildStep } from './run-build-step';

/**
 * Makes the template at `templateDir`: a new data folder with every migration applied, built beside it and renamed
 * into place, so a failed build never leaves half a template to copy.
 */
export async function buildEmbeddedTemplate(templateDir: string = EMBEDDED_TEMPLATE_DIR): Promise<void> {
  const parent = path.dirname(templateDir);
  const scratch = await mkdtemp(path.join(parent, '.embedded-template-'));
  const dataDir = path.join(scratch, 'pglite');
  try {
    const config = loadConfig({
      PGLITE_DATA_DIR: dataDir,
      STORAGE_DIR: path.join(scratch, 'uploads'),
      DATA_DIR: path.join(scratch, 'data'),
      LOG_LEVEL: 'warn',
    });
    // Not from an older template: this is the template.
    const embedded = await EmbeddedPostgres.open(config, { templateDir: null });
    try {
      const dataSource = new DataSource(await buildDataSourceOptions(config, embedded));
      await dataSource.initialize();
      await dataSource.runMigrations();
      await dataSource.destroy();
    } finally {
      await embedded.close();
    }
    await rm(templateDir, { recursive: true, force: true });
    await rename(dataDir, templateDir);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

// Run by the backend's build (package.json) after tsc.
if (require.main === module) {
  const started = performance.now();
  runBuildStep(
    () => buildEmbeddedTemplate(),
    () => `Embedded database template in ${EMBEDDED_TEMPLATE_DIR} (${(performance.now() - started).toFixed(0)} ms)`,
  );
}
