import { constants, type Dirent, existsSync } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * A new embedded database costs PostgreSQL's initdb (run inside PGlite's WebAssembly, 3-8 s on this machine) and
 * every migration. Both give the same files every time, so the build makes them once (cli/build-embedded-template.ts): `npm run
 * build` leaves a migrated data folder here (dist/embedded-template), and a new data folder starts as a copy of it. Migrations still
 * run at start, so a template older than the code only leaves the newer migrations to run.
 */
export const EMBEDDED_TEMPLATE_DIR = path.resolve(__dirname, '..', 'embedded-template');

/** Whether `dir` holds a PostgreSQL data folder (initdb writes PG_VERSION first). */
export function holdsDataFolder(dir: string): boolean {
  return existsSync(path.join(dir, 'PG_VERSION'));
}

/** Fills the new, empty data folder `dataDir` from the template; false when there is no template (a source run). */
export async function copyTemplateInto(dataDir: string, templateDir: string = EMBEDDED_TEMPLATE_DIR): Promise<boolean> {
  if (!holdsDataFolder(templateDir)) return false;
  // Every file at once: fs.cp copies one after another, 600 ms for the template's thousand files against 230 ms.
  const entries = await readdir(templateDir, { recursive: true, withFileTypes: true });
  const inTemplate = (entry: Dirent) => path.relative(templateDir, path.join(entry.parentPath, entry.name));
  await mkdir(dataDir, { recursive: true });
  for (const folder of entries.filter((entry) => entry.isDirectory()).map(inTemplate).sort()) {
    await mkdir(path.join(dataDir, folder), { recursive: true });
  }
  await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(inTemplate)
      .map((file) => copyFile(path.join(templateDir, file), path.join(dataDir, file), constants.COPYFILE_EXCL)),
  );
  return true;
}
