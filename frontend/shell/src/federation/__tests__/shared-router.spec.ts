import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The browser builds share React Router through frontend/shared-modules/react-router-dom.mjs, which re-exports only
// what the apps use (frontend/webpack.common.js). A name imported from 'react-router-dom' that it does not list
// would be undefined at run time, and webpack does not warn about it: this test does.

const FRONTEND = path.resolve(__dirname, '../../../..');
const SHARED_ROUTER = path.join(FRONTEND, 'shared-modules', 'react-router-dom.mjs');
const APP_SOURCES = ['shell', 'analysis-mfe', 'plans-mfe', 'coaching-mfe'].map((app) =>
  path.join(FRONTEND, app, 'src'),
);
// Built for Node at build time, without Module Federation: they import the package itself.
const NOT_FEDERATED = new Set(['shell', 'analysis-mfe'].map((app) => path.join(FRONTEND, app, 'src', 'prerender.tsx')));

function browserSourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : browserSourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) && !NOT_FEDERATED.has(file) ? [file] : [];
  });
}

/** The value names in `import { … } from 'react-router-dom'` statements (type-only imports need nothing at run time). */
function importedRouterNames(source: string): string[] {
  return [...source.matchAll(/import\s+\{([^}]*)\}\s+from\s+'react-router-dom'/g)].flatMap(([, names]) =>
    names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0]),
  );
}

function sharedRouterExports(): Set<string> {
  const [, names] = /export\s+\{([^}]*)\}\s+from\s+'react-router'/.exec(readFileSync(SHARED_ROUTER, 'utf8')) ?? [];
  return new Set(
    (names ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

describe('the shared React Router module', () => {
  const files = APP_SOURCES.flatMap(browserSourceFiles);

  it('is what the apps import router names from', () => {
    const importers = files.filter((file) => importedRouterNames(readFileSync(file, 'utf8')).length > 0);
    expect(importers.length).toBeGreaterThan(10);
  });

  it('exports every name the browser apps import from react-router-dom', () => {
    const exported = sharedRouterExports();
    const missing = files.flatMap((file) =>
      importedRouterNames(readFileSync(file, 'utf8'))
        .filter((name) => !exported.has(name))
        .map((name) => `${name} (${path.relative(FRONTEND, file)})`),
    );
    expect(missing).toEqual([]);
  });

  it('reads an import list as the apps write it', () => {
    expect(
      importedRouterNames("import { Link, type NavigateOptions, useNavigate as go } from 'react-router-dom';"),
    ).toEqual(['Link', 'useNavigate']);
  });
});
