// Load on one endpoint with autocannon: throughput, latency, errors and, when asked, CPU per call; and how to print it.
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { databaseCpuMicros, processStat } from './cpu-time';

export interface Load {
  reqPerSec: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  /** CPU per call, µs: the server's process and its PostgreSQL server (NaN when that is not on this machine). */
  cpu?: { server: number; database: number };
}

/** Where a load's CPU goes: the server's process, and the PostgreSQL server it uses when that runs here. */
export interface CpuWatch {
  server: ChildProcess;
  postmaster?: number;
}

export async function load(
  url: string,
  options: {
    seconds: number;
    connections: number;
    method?: 'GET' | 'POST';
    body?: unknown;
    cookie?: string;
    cpu?: CpuWatch;
  },
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
    duration: options.seconds,
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

/** Several rounds of the same load as one: mean rates and latencies, the slowest request, all errors. */
export function mean(loads: Load[]): Load {
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

const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);

export const loadText = (load: Load) =>
  `${load.reqPerSec.toFixed(0).padStart(6)} req/s  p50 ${ms(load.p50).padStart(4)} ms  p99 ${ms(load.p99).padStart(5)} ms  errors ${load.errors}`;

export const cpuText = (load: Load) =>
  load.cpu === undefined
    ? ''
    : `  CPU per call: server ${load.cpu.server.toFixed(0)} µs` +
      (Number.isNaN(load.cpu.database) ? '' : `, database ${load.cpu.database.toFixed(0)} µs`);
