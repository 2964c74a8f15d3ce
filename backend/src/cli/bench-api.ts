import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { phoneSizedFigurePhoto, sampleCrowdPhoto } from '@fitness/body-scan/sample-photos';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { median } from './bench/median';

// npm run bench:api — prints figures, asserts nothing. Two parts (three with a baseline), each measured in one run so ratios compare like
// with like on a shared machine:
// 1. The API on PostgreSQL against a bare NestJS peer (bench/bare-peer.ts: same Nest and pg, the same SQL through a
//    plain pool of 10), runs interleaved A B A B, 50 connections: GET latest analysis and a stats-only POST. The
//    peer sends its statements unnamed, as a plain pool does; the app prepares its hot ones (database/driver-pool.ts)
//    and its INSERT does not read back the JSON it wrote. CPU per call is printed for the server's process and
//    for PostgreSQL, whose share of this 2-core machine limits both sides.
// 2. The API on the embedded database: time to the first analysis from a cold start, a stats-only POST at 50
//    connections (slowest request), two-photo analyses (median after warm-up, resident memory right after and once
//    idle), and other visitors' GET p99 while two-photo analyses run back to back, against its quiet value. The
//    photos are what a user sends, a 12-megapixel phone JPEG of one whole body; the crowd collage the models' samples
//    ship (the landmark crop never settles on it, so its scans run the most passes) is timed too, as the worst case.
// 3. With BENCH_BASELINE_DIST=<another build's backend/dist>: the cold start of both builds, interleaved, and their
//    ratio. Build the baseline inside this repository so it resolves the same node_modules, e.g.
//    `git archive <rev> | tar -x -C .bench-base && (cd .bench-base/backend && npx tsc -p tsconfig.build.json)`.
// BENCH_PART=peer|embedded|cold runs one part only.

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// Three rounds: on this shared machine one 10 s run of either side can be 20% off its neighbours.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DIST = path.join(__dirname, '..');
const STATS = {
  age: 34,
  gender: 'female',
  height: '168',
  weight: '64',
  goal: 'lose_fat',
  activityLevel: 'lightly_active',
};
const UNLIMITED = Object.fromEntries(
  ['AI', 'ANALYSIS', 'EMAIL', 'USERS', 'UPLOADS', 'READS'].map((family) => [
    `RATE_LIMIT_${family}_PER_MINUTE`,
    '100000000',
  ]),
);

interface Server {
  url: string;
  process: ChildProcess;
}

interface Load {
  reqPerSec: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  /** CPU per call, µs: the server's process and its PostgreSQL server (NaN when that is not on this machine). */
  cpu?: { server: number; database: number };
}

/** Starts a server with this process's environment plus `env`, minus the variables named in `unset`. */
async function startServer(
  script: string,
  port: number,
  env: Record<string, string>,
  unset: string[] = [],
  dist: string = DIST,
): Promise<Server> {
  // The memory settings `npm start` and the Docker image run the API with (see the README's memory note); the peer too.
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '131072',
    ...env,
    PORT: String(port),
  };
  for (const name of unset) delete childEnv[name];
  const child = spawn(process.execPath, ['--v8-pool-size=2', path.join(dist, script)], {
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 600; tries += 1) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    // Nest listens only once the app is up, so any answer at all means it is ready.
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return { url, process: child };
    await sleep(50);
  }
  throw new Error(`${script} did not start`);
}

async function stop(server: Server): Promise<void> {
  server.process.kill('SIGTERM');
  await new Promise((resolve) => server.process.once('exit', resolve));
}

/** A process's parent and the CPU time it has used so far, µs, from Linux's /proc (reaped children's time apart). */
function processStat(pid: number | string): { parent: number; cpu: number; childrenCpu: number } {
  // The fields after the command name (which may hold spaces or brackets): state, parent, …, then utime, stime,
  // cutime and cstime as the 12th to 15th. Times are in ticks of 1/100 s (USER_HZ on Linux).
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  return {
    parent: fields[1],
    cpu: (fields[11] + fields[12]) * 10_000,
    childrenCpu: (fields[13] + fields[14]) * 10_000,
  };
}

/**
 * The main process of the PostgreSQL server at `client`'s end when it runs on this machine and its data folder can
 * be read (a local superuser, as this machine's test database); undefined otherwise, and no database CPU is shown.
 */
async function localPostmaster(client: Client): Promise<number | undefined> {
  if (process.platform !== 'linux') return undefined;
  try {
    const { rows } = await client.query<{ setting: string }>(
      `SELECT setting FROM pg_settings WHERE name = 'data_directory'`,
    );
    const pid = Number(readFileSync(path.join(rows[0].setting, 'postmaster.pid'), 'utf8').split('\n')[0]);
    processStat(pid);
    return pid;
  } catch {
    return undefined;
  }
}

/**
 * CPU time of one PostgreSQL server, µs: its main process and its live backends, with what the exited backends used
 * (added to the main process's children time when it reaps them). Read until two readings agree: pools close idle
 * connections all at once, and a backend that exits during a reading would be missed or counted twice.
 */
async function databaseCpuMicros(postmaster: number): Promise<number> {
  const read = () => {
    const main = processStat(postmaster);
    let total = main.cpu + main.childrenCpu;
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const backend = processStat(pid);
        if (backend.parent === postmaster) total += backend.cpu + backend.childrenCpu;
      } catch {
        // The process exited while being read.
      }
    }
    return total;
  };
  let last = read();
  for (let tries = 0; tries < 20; tries += 1) {
    await sleep(50);
    const now = read();
    if (now === last) break;
    last = now;
  }
  return last;
}

/** Where a load's CPU goes: the server's process, and the PostgreSQL server it uses when that runs here. */
interface CpuWatch {
  server: ChildProcess;
  postmaster?: number;
}

async function load(
  url: string,
  options: { connections: number; method?: 'GET' | 'POST'; body?: unknown; cookie?: string; cpu?: CpuWatch },
): Promise<Load> {
  const pid = process.platform === 'linux' ? options.cpu?.server.pid : undefined;
  const postmaster = options.cpu?.postmaster;
  const readCpu = async (server: number) => ({
    server: processStat(server).cpu,
    database: postmaster === undefined ? Number.NaN : await databaseCpuMicros(postmaster),
  });
  const cpuBefore = pid === undefined ? undefined : await readCpu(pid);
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: SECONDS,
    method: options.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(options.cookie === undefined ? {} : { cookie: options.cookie }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const cpuAfter = pid === undefined ? undefined : await readCpu(pid);
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
    ...(cpuBefore === undefined || cpuAfter === undefined
      ? {}
      : {
          cpu: {
            server: (cpuAfter.server - cpuBefore.server) / result.requests.total,
            database: (cpuAfter.database - cpuBefore.database) / result.requests.total,
          },
        }),
  };
}

/** A visitor with a person and one stats-only analysis: its cookie, ids and the analysis the API stored. */
async function seedVisitor(
  apiUrl: string,
): Promise<{ cookie: string; visitorId: string; userId: string; analysis: unknown }> {
  const user = await fetch(`${apiUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench.${Date.now()}@example.test` }),
  });
  const cookie = (user.headers.get('set-cookie') ?? '').split(';')[0];
  const userId = ((await user.json()) as { id: string }).id;
  const analysis = await postJson(`${apiUrl}/api/analysis`, { userId, userStats: STATS }, cookie);
  const visitorId = decodeURIComponent(cookie.split('=')[1]).replace(/^s:/, '').split('.')[0];
  return { cookie, visitorId, userId, analysis };
}

async function postJson(url: string, body: unknown, cookie: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);
const fmt = (load: Load) =>
  `${load.reqPerSec.toFixed(0).padStart(6)} req/s  p50 ${ms(load.p50).padStart(4)} ms  p99 ${ms(load.p99).padStart(5)} ms  errors ${load.errors}`;

function mean(loads: Load[]): Load {
  const avg = (pick: (load: Load) => number) => loads.reduce((sum, load) => sum + pick(load), 0) / loads.length;
  return {
    reqPerSec: avg((l) => l.reqPerSec),
    p50: avg((l) => l.p50),
    p99: avg((l) => l.p99),
    max: Math.max(...loads.map((l) => l.max)),
    errors: loads.reduce((sum, l) => sum + l.errors, 0),
    ...(loads.every((l) => l.cpu !== undefined)
      ? { cpu: { server: avg((l) => l.cpu!.server), database: avg((l) => l.cpu!.database) } }
      : {}),
  };
}

const cpu = (load: Load) =>
  load.cpu === undefined
    ? ''
    : `  CPU per call: server ${load.cpu.server.toFixed(0)} µs` +
      (Number.isNaN(load.cpu.database) ? '' : `, database ${load.cpu.database.toFixed(0)} µs`);

async function versusPeer(): Promise<void> {
  const schema = `bench_${process.pid}`;
  const admin = new Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schema}"`);
  const postmaster = await localPostmaster(admin);
  const work = mkdtempSync(path.join(tmpdir(), 'fitness-bench-api-'));
  const api = await startServer('main.js', 3201, {
    ...UNLIMITED,
    DATABASE_URL,
    DATABASE_SCHEMA: schema,
    PAYMENT_PROVIDER: 'test',
    DATA_DIR: path.join(work, 'data'),
    STORAGE_DIR: path.join(work, 'uploads'),
  });
  try {
    const seeded = await seedVisitor(api.url);
    const resultsFile = path.join(work, 'analysis-results.json');
    writeFileSync(resultsFile, JSON.stringify((seeded.analysis as { analysisResults: unknown }).analysisResults));
    const peer = await startServer('cli/bench/bare-peer.js', 3202, {
      DATABASE_URL,
      DATABASE_SCHEMA: schema,
      BENCH_VISITOR_ID: seeded.visitorId,
      BENCH_ANALYSIS_RESULTS_FILE: resultsFile,
    });
    try {
      const calls = [
        {
          name: 'GET /api/analysis/{userId}',
          path: `/api/analysis/${seeded.userId}`,
          method: 'GET' as const,
          body: undefined,
        },
        {
          name: 'POST /api/analysis, stats only',
          path: '/api/analysis',
          method: 'POST' as const,
          body: { userId: seeded.userId, userStats: STATS },
        },
      ];
      console.log(
        `\n1. API on PostgreSQL vs bare NestJS peer (same SQL, pool of 10): 50 connections, ${SECONDS} s runs, A B × ${ROUNDS}`,
      );
      for (const call of calls) {
        const options = { connections: 50, method: call.method, body: call.body, cookie: seeded.cookie };
        await load(`${api.url}${call.path}`, { ...options }); // warm-up, both sides
        await load(`${peer.url}${call.path}`, { ...options });
        const app: Load[] = [];
        const bare: Load[] = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          app.push(await load(`${api.url}${call.path}`, { ...options, cpu: { server: api.process, postmaster } }));
          bare.push(await load(`${peer.url}${call.path}`, { ...options, cpu: { server: peer.process, postmaster } }));
        }
        const a = mean(app);
        const b = mean(bare);
        console.log(`  ${call.name}`);
        console.log(`    app   ${fmt(a)}${cpu(a)}`);
        console.log(`    peer  ${fmt(b)}${cpu(b)}`);
        console.log(
          `    ratio req/s ${(a.reqPerSec / b.reqPerSec).toFixed(2)}   p99 app/peer ${(a.p99 / b.p99).toFixed(2)}` +
            `   (req/s ratio per round: ${app.map((run, i) => (run.reqPerSec / bare[i].reqPerSec).toFixed(2)).join(', ')})`,
        );
      }
    } finally {
      await stop(peer);
    }
  } finally {
    await stop(api);
    await admin.query(`DROP SCHEMA "${schema}" CASCADE`);
    await admin.end();
  }
}

function residentMiB(pid: number): number {
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}

async function twoPhotoAnalysis(apiUrl: string, cookie: string, userId: string, photo: Buffer): Promise<number> {
  const references: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const { uploadURL } = (await postJson(`${apiUrl}/api/photos/upload`, {}, cookie)) as { uploadURL: string };
    const target = new URL(uploadURL, apiUrl);
    const upload = await fetch(`${apiUrl}${target.pathname}${target.search}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg', cookie },
      body: photo,
    });
    // A refused upload would leave an analysis with no photo to scan, timed as if it had scanned one.
    if (!upload.ok) throw new Error(`the photo upload answered ${upload.status}: ${await upload.text()}`);
    references.push(`${target.origin}${target.pathname}`);
  }
  const started = performance.now();
  await postJson(
    `${apiUrl}/api/analysis`,
    { userId, userStats: STATS, frontPhotoURL: references[0], sidePhotoURL: references[1] },
    cookie,
  );
  return performance.now() - started;
}

async function embedded(): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'fitness-bench-embedded-'));
  const coldStart = performance.now();
  const api = await startServer(
    'main.js',
    3203,
    {
      ...UNLIMITED,
      DATA_DIR: path.join(work, 'data'),
      STORAGE_DIR: path.join(work, 'uploads'),
      PGLITE_DATA_DIR: path.join(work, 'pglite'),
      // The embedded defaults even when the shell that runs the bench points at a real database or Redis (with
      // REDIS_URL, scans would wait for a worker process that this bench does not start).
    },
    ['DATABASE_URL', 'REDIS_URL'],
  );
  try {
    const seeded = await seedVisitor(api.url);
    console.log(`\n2. API on the embedded database (PGlite), in-process jobs`);
    console.log(`  cold start → first analysis answered: ${(performance.now() - coldStart).toFixed(0)} ms`);
    console.log(`  API resident memory then (new data folder): ${residentMiB(api.process.pid!).toFixed(0)} MiB`);
    const post = await load(`${api.url}/api/analysis`, {
      connections: 50,
      method: 'POST',
      body: { userId: seeded.userId, userStats: STATS },
      cookie: seeded.cookie,
    });
    console.log(`  POST /api/analysis, stats only, 50 connections: ${fmt(post)}  slowest ${post.max} ms`);

    const phonePhoto = await phoneSizedFigurePhoto();
    const crowdPhoto = await sampleCrowdPhoto();
    const times: number[] = [];
    for (let i = 0; i < 10; i += 1)
      times.push(await twoPhotoAnalysis(api.url, seeded.cookie, seeded.userId, phonePhoto));
    const crowdTimes: number[] = [];
    for (let i = 0; i < 5; i += 1)
      crowdTimes.push(await twoPhotoAnalysis(api.url, seeded.cookie, seeded.userId, crowdPhoto));
    console.log(
      `  two-photo analysis, 12-megapixel phone photos of one person: first ${times[0].toFixed(0)} ms, ` +
        `median after warm-up ${median(times.slice(3)).toFixed(0)} ms`,
    );
    console.log(
      `  the same with the crowd collage (worst case, the crop never settles): median ${median(crowdTimes).toFixed(0)} ms`,
    );
    // Right after, the scan thread still holds the models; it leaves after PHOTO_SCAN_IDLE_TIMEOUT_MS (10 s), and V8
    // hands back heap it grew under load once the process has been idle for a while.
    const afterPhotos = residentMiB(api.process.pid!);
    await sleep(15_000);
    const idle15 = residentMiB(api.process.pid!);
    await sleep(15_000);
    console.log(
      `  API resident memory after two-photo analyses: right after ${afterPhotos.toFixed(0)} MiB, ` +
        `idle 15 s ${idle15.toFixed(0)} MiB, idle 30 s ${residentMiB(api.process.pid!).toFixed(0)} MiB`,
    );

    const read = `${api.url}/api/analysis/${seeded.userId}`;
    const quiet = await load(read, { connections: 10, cookie: seeded.cookie });
    let scanning = true;
    // The crowd collage: the longest scans keep the scan thread busiest.
    const scans = (async () => {
      let count = 0;
      while (scanning) {
        await twoPhotoAnalysis(api.url, seeded.cookie, seeded.userId, crowdPhoto);
        count += 1;
      }
      return count;
    })();
    const busy = await load(read, { connections: 10, cookie: seeded.cookie });
    scanning = false;
    const scanned = await scans;
    console.log(`  other visitors' GET, 10 connections, quiet:                  ${fmt(quiet)}`);
    console.log(`  the same while two-photo analyses run back to back (${scanned}): ${fmt(busy)}`);
    console.log(`  p99 busy/quiet: ${(busy.p99 / quiet.p99).toFixed(2)}`);
    await sleep(1000);
    console.log(`  API resident memory at the end: ${residentMiB(api.process.pid!).toFixed(0)} MiB`);
  } finally {
    await stop(api);
  }
}

/** Spawn to the first analysis answered, ms, on a new embedded data folder, for the build in `dist`. */
async function coldStart(dist: string): Promise<number> {
  const work = mkdtempSync(path.join(tmpdir(), 'fitness-bench-cold-'));
  const started = performance.now();
  const api = await startServer(
    'main.js',
    3204,
    {
      ...UNLIMITED,
      DATA_DIR: path.join(work, 'data'),
      STORAGE_DIR: path.join(work, 'uploads'),
      PGLITE_DATA_DIR: path.join(work, 'pglite'),
    },
    ['DATABASE_URL', 'REDIS_URL'],
    dist,
  );
  try {
    await seedVisitor(api.url);
    return performance.now() - started;
  } finally {
    await stop(api);
  }
}

/**
 * Cold start against another build of the API (BENCH_BASELINE_DIST, e.g. an earlier commit's backend/dist built in
 * a folder inside this repository so it finds the same node_modules), interleaved A B A B so the machine's mood
 * falls on both alike.
 */
async function coldStartVersusBaseline(baselineDist: string): Promise<void> {
  const rounds = Number(process.env.BENCH_COLD_ROUNDS ?? 5);
  const times = { app: [] as number[], baseline: [] as number[] };
  for (let round = 0; round < rounds; round += 1) {
    times.baseline.push(await coldStart(baselineDist));
    times.app.push(await coldStart(DIST));
  }
  const [app, baseline] = [median(times.app), median(times.baseline)];
  console.log(`\n3. Cold start → first analysis answered, new embedded data folder, ${rounds} runs each, interleaved`);
  console.log(`  this build: median ${app.toFixed(0)} ms (${times.app.map((time) => time.toFixed(0)).join(', ')})`);
  console.log(`  baseline ${baselineDist}: median ${baseline.toFixed(0)} ms (${times.baseline.map((time) => time.toFixed(0)).join(', ')})`);
  console.log(`  ratio this / baseline: ${(app / baseline).toFixed(2)}`);
}

async function main(): Promise<void> {
  console.log(`bench:api on ${process.platform}, Node ${process.version}`);
  const part = process.env.BENCH_PART;
  if (part === undefined || part === 'peer') await versusPeer();
  if (part === undefined || part === 'embedded') await embedded();
  const baselineDist = process.env.BENCH_BASELINE_DIST;
  if (baselineDist !== undefined && (part === undefined || part === 'cold')) await coldStartVersusBaseline(baselineDist);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
