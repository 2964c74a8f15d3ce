import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { bundleApi, withLazyNestFormatter } from '../bundle-api';

// A small program shaped like the API's dist/: an entry that requires a module of its own, which finds a file beside
// itself through __dirname, holds non-ASCII text in a string and in a regular expression, and has a class.
const ENTRY = `"use strict";
const { describe } = require('./lib/where');
process.stdout.write(JSON.stringify(describe()));
`;
const WHERE = `"use strict";
const fs = require('node:fs');
const path = require('node:path');
exports.describe = () => ({
  dir: __dirname,
  file: __filename,
  note: fs.readFileSync(path.join(__dirname, 'note.txt'), 'utf8'),
  word: 'Straße',
  matches: /^[ÄÖÜß]+$/i.test('äöüß'),
  className: Box.make().constructor.name,
  ownName: Named.make().constructor.name,
});
// A class that refers to itself: bundlers rename those (Nest names providers after their class).
class Box {
  static make() {
    return new Box();
  }
}
// One that names itself keeps that name.
class Named {
  static get name() {
    return 'Custom';
  }
  static make() {
    return new Named();
  }
}
`;

describe('bundleApi', () => {
  let dir: string;
  const run = async (entry: string) => JSON.parse((await promisify(execFile)(process.execPath, [entry])).stdout) as unknown;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fitness-bundle-'));
    await mkdir(path.join(dir, 'lib'));
    await writeFile(path.join(dir, 'main.js'), ENTRY);
    await writeFile(path.join(dir, 'lib', 'where.js'), WHERE);
    await writeFile(path.join(dir, 'lib', 'note.txt'), 'beside');
  });

  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('makes the entry one file that runs as before, each module keeping its own __dirname and class names', async () => {
    const before = await run(path.join(dir, 'main.js'));

    await bundleApi(path.join(dir, 'main.js'));
    // The module is inside the entry now: without its file the program still runs.
    await rm(path.join(dir, 'lib', 'where.js'));
    const after = await run(path.join(dir, 'main.js'));

    expect(after).toEqual(before);
    expect(after).toEqual({
      dir: path.join(dir, 'lib'),
      file: path.join(dir, 'lib', 'where.js'),
      note: 'beside',
      word: 'Straße',
      matches: true,
      className: 'Box',
      ownName: 'Custom',
    });
  });

  it('writes ASCII only, so that V8 keeps the source at one byte a character', async () => {
    await bundleApi(path.join(dir, 'main.js'));

    const bundle = await readFile(path.join(dir, 'main.js'), 'utf8');
    expect(bundle).not.toMatch(/[\u0080-\uffff]/);
    expect(bundle).toContain('\\u00df');
  });

  describe("Nest's loggers", () => {
    // Shaped like @nestjs/common's two logger modules: a formatter made as the module loads, used for log times.
    const nestLogger = (makeFormatter: string) => `"use strict";
const dateTimeFormatter = ${makeFormatter}({ year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
exports.timestamp = (time) => dateTimeFormatter.format(time);
`;
    // Counts the Intl.DateTimeFormats made: none as the loggers load, then one per logger that prints a time.
    const countingEntry = `"use strict";
let made = 0;
const Eager = Intl.DateTimeFormat;
Intl.DateTimeFormat = function (...args) { made += 1; return new Eager(...args); };
const logger = require('@nestjs/common/services/logger.service');
const consoleLogger = require('@nestjs/common/services/console-logger.service');
const atLoad = made;
const time = Date.UTC(2026, 10, 29);
process.stdout.write(JSON.stringify({ atLoad, times: [logger.timestamp(time), consoleLogger.timestamp(time)], made }));
`;
    const nestServices = () => path.join(dir, 'node_modules', '@nestjs', 'common', 'services');

    beforeEach(async () => {
      await mkdir(nestServices(), { recursive: true });
      await writeFile(path.join(dir, 'main.js'), countingEntry);
    });

    it('make their time formatter when they first print a time, not as they load, and print the same time', async () => {
      const eager = nestLogger('new Intl.DateTimeFormat');
      await writeFile(path.join(nestServices(), 'logger.service.js'), eager);
      await writeFile(path.join(nestServices(), 'console-logger.service.js'), eager);
      const before = await run(path.join(dir, 'main.js'));

      await bundleApi(path.join(dir, 'main.js'));
      const after = await run(path.join(dir, 'main.js'));

      expect(before).toEqual({ atLoad: 2, times: ['11/29/2026', '11/29/2026'], made: 2 });
      expect(after).toEqual({ atLoad: 0, times: ['11/29/2026', '11/29/2026'], made: 2 });
    });

    it.each(['logger.service.js', 'console-logger.service.js'])(
      'include the installed @nestjs/common/services/%s, whose formatter the bundle defers',
      async (name) => {
        const file = require.resolve(`@nestjs/common/services/${name}`);
        const source = await readFile(file, 'utf8');

        expect(withLazyNestFormatter(file, source)).not.toBe(source);
      },
    );

    it('stop the build when a Nest logger no longer makes its formatter the way the bundler expects', async () => {
      await writeFile(path.join(nestServices(), 'logger.service.js'), nestLogger('new Intl.DateTimeFormat'));
      await writeFile(path.join(nestServices(), 'console-logger.service.js'), nestLogger('Intl.DateTimeFormat'));

      await expect(bundleApi(path.join(dir, 'main.js'))).rejects.toThrow(/console-logger\.service\.js no longer makes/);
    });
  });

  it('refuses an entry that is a bundle already, which tsc has not written again', async () => {
    await bundleApi(path.join(dir, 'main.js'));

    await expect(bundleApi(path.join(dir, 'main.js'))).rejects.toThrow('is a bundle already');
  });
});
