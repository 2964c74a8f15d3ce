import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { runBuildStep } from './run-build-step';

/**
 * The last step of the backend's build: dist/main.js, the API's entry, becomes one file that holds the API's code and
 * most of the packages it requires at start. Unbundled, Node finds, reads and compiles about 2,200 files one by one
 * before the API can listen (650-820 ms of its cold start, a third of it resolving names to files). Bundled, from
 * `node dist/main.js` on a new embedded data folder to the first analysis answered took 0.81x the time: a median
 * 1,530 ms against 1,895 ms (`npm run bench:api`, part 3, nine runs each, interleaved); resident memory no higher.
 * Run by `npm run compile` (tsc, then this), which the build, the openapi and the resilience scripts start with;
 * `npm run dev` (tsc --watch) runs the unbundled entry: the same code, only slower to start. The worker and the
 * command-line tools stay unbundled.
 */
const DIST = path.resolve(__dirname, '..');
const ENTRY = path.join(DIST, 'main.js');

/** Required by their names from node_modules at run time, as before, not copied into the bundle. */
const LEFT_OUT = [
  // They read files of their own package (WebAssembly, native code, a worker script, a browser) from where they lie.
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  'onnxruntime-node',
  'koffi',
  'sharp',
  'piscina',
  'puppeteer',
  // Finds the application's root from its own file's place (TypeORM loads it to read an ormconfig we do not use).
  'app-root-path',
  // Loaded only when their service is configured (a lazy import() each): a start without them never reads them.
  'openai',
  'stripe',
  '@google-cloud/storage',
  'nodemailer',
  'bullmq',
  'ioredis',
  'sanitize-html',
  // Optional packages that Nest, class-transformer's helpers and pg try to require and we do not install: the
  // require fails at run time and is caught, as it is without the bundle.
  '@nestjs/microservices',
  '@nestjs/microservices/*',
  '@nestjs/websockets/*',
  'class-transformer/storage',
  'pg-native',
];

// Sets a class's name back to the declared one, unless the class has a `name` of its own (the built-in one is
// read-only and not enumerable).
const RESTORE_CLASS_NAME =
  'function __restoreClassName(c, name) { var own = Object.getOwnPropertyDescriptor(c, "name"); ' +
  'if (own && !own.writable && !own.enumerable && !own.get && own.value !== name) ' +
  'Object.defineProperty(c, "name", { value: name }); }';

// A class declared at the top level of a compiled file: `class Name {`, or tsc's `let Name = class Name {` and
// `let Name = Name_1 = class Name {` (a decorated class that refers to itself).
const TOP_LEVEL_CLASS = /^(?:(?:let|var|const) [A-Za-z_$][\w$]* = (?:[A-Za-z_$][\w$]* = )?)?class ([A-Za-z_$][\w$]*)\b/gm;

/**
 * Nest's two loggers each make an Intl.DateTimeFormat as their module loads, for the time in their own log lines. The
 * process's first Intl formatter loads ICU's locale and time-zone data, which then stays resident. The API logs
 * through pino, whose lines carry epoch milliseconds, and nothing on its start or analysis path formats a date with
 * Intl (the booking emails and the plan's PDF do). So in the bundle each of these formatters is made when its logger
 * first prints a time: none was made in `npm run bench:api` part 2, and the API idle after it was ~5 MiB smaller
 * (203-207 MiB against 206-212, five runs each, interleaved; the node binary's resident pages 44 MiB against 50).
 * The build fails if either file no longer holds its line, and bundle-api.spec fails if either file moves, so that a
 * Nest upgrade that changes them is looked at rather than bundled as it is.
 */
const EAGER_NEST_FORMATTER = 'const dateTimeFormatter = new Intl.DateTimeFormat(';
const NEST_LOGGERS = /[\\/]@nestjs[\\/]common[\\/]services[\\/](?:console-)?logger\.service\.js$/;
// Hoisted, so it can be declared after the file's code and leave its lines where they were.
const LAZY_DATE_TIME_FORMAT =
  'function __lazyDateTimeFormat(locales, options) { var made; return { format: function (date) { ' +
  'return (made || (made = new Intl.DateTimeFormat(locales, options))).format(date); } }; }';

/** A Nest logger's source with its formatter made on first use; any other file's as it is. */
export function withLazyNestFormatter(file: string, source: string): string {
  if (!NEST_LOGGERS.test(file)) return source;
  if (!source.includes(EAGER_NEST_FORMATTER)) {
    throw new Error(`${file} no longer makes its Intl.DateTimeFormat as bundle-api.ts expects: look at it again`);
  }
  const lazy = source.replace(EAGER_NEST_FORMATTER, 'const dateTimeFormatter = __lazyDateTimeFormat(');
  return `${lazy}\n${LAZY_DATE_TIME_FORMAT}`;
}

/**
 * Each bundled file as it runs unbundled:
 * - one that uses __dirname or __filename keeps its own (the folder it was in, in dist/ or node_modules/): the
 *   embedded database's template, the scan worker, the PDF templates and Swagger UI's files are found from there;
 * - a class keeps its name, which Nest gives providers and log contexts (its own too: InstanceLoader), Swagger its
 *   schemas and class-validator its messages. esbuild renames a class that refers to itself (`var EmbeddedPostgres =
 *   class _EmbeddedPostgres`), and its keepNames option, which prevents that, wraps every function made at run time
 *   in a call that names it: the API spent ~25% more CPU per request (bench:api part 1, GET 404 against 321 µs). So
 *   each file ends by naming its top-level classes again, once, as it loads; a class that names itself (a static
 *   `name`) is left alone.
 * Nest's two logger modules are also given their time formatter on first use (withLazyNestFormatter): esbuild takes
 * one plugin's contents per file, so both changes are made here.
 */
function asUnbundled(bundleDir: string): Plugin {
  return {
    name: 'as-unbundled',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /\.js$/ }, async ({ path: file }) => {
        const read = await readFile(file, 'utf8');
        const source = withLazyNestFormatter(file, read);
        const usesDirname = /\b__(dirname|filename)\b/.test(source);
        const classes = [...source.matchAll(TOP_LEVEL_CLASS)].map(([, name]) => name);
        if (!usesDirname && classes.length === 0 && source === read) return undefined;
        const fromBundle = (target: string) => JSON.stringify(path.relative(bundleDir, target));
        // One line, so the source map's lines stay the file's own.
        const header = usesDirname
          ? `var __dirname = require("node:path").join(__bundleDirname, ${fromBundle(path.dirname(file))}); ` +
            `var __filename = require("node:path").join(__bundleDirname, ${fromBundle(file)});`
          : '';
        const footer = classes
          .map((name) => `\ntypeof ${name} === "function" && __restoreClassName(${name}, ${JSON.stringify(name)});`)
          .join('');
        return { contents: `${header}${source}${footer}`, loader: 'js', resolveDir: path.dirname(file) };
      });
    },
  };
}

export async function bundleApi(entry: string = ENTRY): Promise<{ bytes: number }> {
  if ((await readFile(entry, 'utf8')).includes('__bundleDirname')) {
    throw new Error(`${entry} is a bundle already: run npm run compile, whose tsc writes the entry again`);
  }
  const bundleDir = path.dirname(entry);
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // Whitespace and comments go (a smaller source for V8 to keep); names and syntax stay, as a fully minified bundle
    // took longer to load (440-540 ms against 370-410 ms). Not keepNames: see asUnbundled.
    minifyWhitespace: true,
    charset: 'ascii',
    sourcemap: 'linked',
    external: LEFT_OUT,
    // First, so that the file stays in strict mode (a directive counts only at the top).
    banner: { js: `"use strict"; var __bundleDirname = __dirname; ${RESTORE_CLASS_NAME}` },
    plugins: [asUnbundled(bundleDir)],
    outfile: entry,
    allowOverwrite: true,
    write: false,
    logLevel: 'warning',
  });
  let bytes = 0;
  // The entry and its source map.
  for (const output of result.outputFiles) {
    const isEntry = output.path === entry;
    const contents = isEntry ? asciiOnly(output.text) : output.contents;
    // Beside, then renamed: a failed write never leaves half an entry.
    await writeFile(`${output.path}.partial`, contents);
    await rename(`${output.path}.partial`, output.path);
    if (isEntry) bytes = contents.length;
  }
  return { bytes };
}

/**
 * The bundle with every character outside ASCII written as a \u escape. V8 keeps a script's source for as long as it
 * runs, one byte a character when all of them fit in Latin-1 and two otherwise: a handful of non-Latin-1 letters in
 * validator's locale patterns and in comments made the 10 MB bundle a 20 MB string, and the API ~35 MB larger
 * than unbundled. esbuild (charset 'ascii') escapes the strings and templates; what it leaves is in regular
 * expression literals and comments, where an escape means the same character (a pair of escaped surrogates, too).
 */
function asciiOnly(source: string): string {
  return source.replace(/[\u0080-\uffff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

// Run by `npm run compile` (package.json) after tsc.
if (require.main === module) {
  runBuildStep(
    () => bundleApi(),
    ({ bytes }) => `API bundled into ${ENTRY} (${(bytes / 1024 / 1024).toFixed(1)} MB)`,
  );
}
