// `npm test`: every check the project has, in order, stopping at the first failure.
// Prints which database and queue the integration tests use, and how long each step took. A step that fails ends
// with a digest of its failures (test titles and their first lines): CI keeps only the tail of a long log, where the
// failing test's own report, printed minutes earlier, would be lost.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

const steps = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['unit + integration', ['run', 'test:unit']],
  ['openapi drift', ['run', 'openapi:check']],
  ['openapi lint (Spectral, Redocly)', ['run', 'lint:openapi']],
  ['compose config', ['run', 'compose:check']],
  ['browser e2e', ['run', 'test:e2e']],
];

const database = process.env.TEST_DATABASE_URL
  ? `PostgreSQL (${redact(process.env.TEST_DATABASE_URL)})`
  : 'embedded PGlite';
const queue = process.env.REDIS_URL ? `BullMQ on Redis (${redact(process.env.REDIS_URL)})` : 'in-process jobs';
console.log(`npm test: integration tests use ${database} and ${queue}.`);

/** Runs a command with its output passed through as it comes, and collects a digest of the failures it reports. */
function run(command, args) {
  return new Promise((resolve) => {
    const digest = new FailureDigest();
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'] });
    for (const [stream, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      stream.on('data', (chunk) => {
        sink.write(chunk);
        digest.add(chunk.toString('utf8'));
      });
    }
    child.on('close', (code, signal) => resolve({ status: code ?? (signal ? 1 : 0), digest }));
  });
}

/**
 * The lines that say what failed: Jest's "FAIL file" and "● title" lines with a few lines of each report, Nx's
 * failed-task list, and Playwright's numbered failures ("1) [desktop] › file:line › title") with the same.
 */
class FailureDigest {
  static #HEADING = /^\s*(FAIL\s|●\s|\d+\) \[|✘|✕|Failed tasks:|- @fitness\/)/;
  static #LINES_AFTER_HEADING = 12;
  static #MOST_LINES = 200;
  #lines = [];
  #pending = '';
  #after = 0;

  add(text) {
    const parts = (this.#pending + text).split('\n');
    this.#pending = parts.pop();
    for (const raw of parts) this.#line(stripVTControlCharacters(raw));
  }

  text() {
    if (this.#pending) this.#line(stripVTControlCharacters(this.#pending));
    this.#pending = '';
    const lines = this.#lines.slice(0, FailureDigest.#MOST_LINES);
    if (this.#lines.length > lines.length) lines.push(`… ${this.#lines.length - lines.length} more lines`);
    return lines.join('\n');
  }

  #line(line) {
    if (FailureDigest.#HEADING.test(line)) {
      this.#lines.push(line);
      this.#after = FailureDigest.#LINES_AFTER_HEADING;
    } else if (this.#after > 0 && line.trim() !== '') {
      this.#lines.push(line);
      this.#after -= 1;
    }
  }
}

/** Runs the steps in order; the exit code: 1 once one fails. */
async function main() {
  const timings = [];
  let failed = 0;
  for (const [name, args] of steps) {
    const started = Date.now();
    console.log(`\n=== ${name} ===`);
    const { status, digest } = await run('npm', args);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    timings.push(`${name}: ${seconds} s${status === 0 ? '' : ' (FAILED)'}`);
    if (status !== 0) {
      failed = 1;
      console.log(
        `\n=== what failed in ${name} ===\n${digest.text() || '(no test failure was reported; see the output above)'}`,
      );
      break;
    }
  }
  console.log(`\n${timings.join('\n')}`);
  const passed = timings.length - failed;
  console.log(`steps: ${passed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

function redact(url) {
  return url.replace(/\/\/([^:@/]+):[^@]*@/, '//$1:***@');
}

// Last: the classes above are only defined once the module has run down to here.
process.exit(await main());
