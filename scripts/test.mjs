// `npm test`: every check the project has, in order, stopping at the first failure.
// Prints which database and queue the integration tests use, and how long each step took.
import { spawnSync } from 'node:child_process';

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

const timings = [];
let failed = 0;
for (const [name, args] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const run = spawnSync('npm', args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name}: ${seconds} s${run.status === 0 ? '' : ' (FAILED)'}`);
  if (run.status !== 0) {
    failed = 1;
    break;
  }
}
console.log(`\n${timings.join('\n')}`);
const passed = timings.length - failed;
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

function redact(url) {
  return url.replace(/\/\/([^:@/]+):[^@]*@/, '//$1:***@');
}
