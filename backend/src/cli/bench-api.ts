// npm run bench:api — prints figures, asserts nothing. Two parts (three with a baseline), each measured in one run so ratios compare like
// with like on a shared machine:
// 1. The API on PostgreSQL against a bare NestJS peer (bench/bare-peer.ts: same Nest and pg, the same SQL through a
//    plain pool of 10), runs interleaved A B A B, 50 connections: GET latest analysis and a stats-only POST. The
//    peer sends its statements unnamed, as a plain pool does, one INSERT per request; the app prepares its hot ones
//    (database/driver-pool.ts), its INSERT does not read back the JSON it wrote, and analyses that arrive while
//    others are being stored go together in the next INSERT (database/write-coalescer.ts). CPU per call is printed
//    for the server's process and for PostgreSQL, whose share of this 2-core machine limits both sides.
// 2. The API on the embedded database: time to the first analysis from a cold start, a stats-only POST at 50
//    connections (slowest request), two-photo analyses (median after warm-up, resident memory right after and once
//    idle), and other visitors' GET p99 while two-photo analyses run back to back, against its quiet value. The
//    photos are what a user sends, a 12-megapixel phone JPEG of one whole body; the crowd collage the models' samples
//    ship (the landmark crop never settles on it, so its scans run the most passes) is timed too, as the worst case.
// 3. With BENCH_BASELINE_DIST=<another build's backend/dist>: the cold start of both builds, interleaved, and their
//    ratio. Build the baseline inside this repository so it resolves the same node_modules (the backend's own
//    nested ones too, hence the link), e.g. `mkdir -p .bench-base && git archive <rev> | tar -x -C .bench-base &&
//    ln -s ../../backend/node_modules .bench-base/backend/node_modules &&
//    (cd .bench-base/backend && npx tsc -p tsconfig.build.json)`, then BENCH_BASELINE_DIST=$PWD/.bench-base/backend/dist.
// BENCH_PART=peer|embedded|cold runs one part only (bench/versus-peer.ts, bench/embedded.ts, bench/cold-start.ts).
// BENCH_SECONDS sets each load's length (default 10 s), BENCH_ROUNDS part 1's rounds (default 3; on this shared
// machine one 10 s run of either side can be 20% off its neighbours), BENCH_COLD_ROUNDS part 3's (default 5), and
// BENCH_DATABASE_URL part 1's database (default this machine's test database).
import { coldStartVersusBaseline } from './bench/cold-start';
import { embedded } from './bench/embedded';
import { versusPeer } from './bench/versus-peer';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const COLD_ROUNDS = Number(process.env.BENCH_COLD_ROUNDS ?? 5);

async function main(): Promise<void> {
  console.log(`bench:api on ${process.platform}, Node ${process.version}`);
  const part = process.env.BENCH_PART;
  if (part === undefined || part === 'peer') {
    await versusPeer({ databaseUrl: DATABASE_URL, seconds: SECONDS, rounds: ROUNDS });
  }
  if (part === undefined || part === 'embedded') await embedded({ seconds: SECONDS });
  const baselineDist = process.env.BENCH_BASELINE_DIST;
  if (baselineDist !== undefined && (part === undefined || part === 'cold')) {
    await coldStartVersusBaseline(baselineDist, COLD_ROUNDS);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
