// CPU time used by a process and by a local PostgreSQL server, read from Linux's /proc.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Client } from 'pg';

/** A process's parent and the CPU time it has used so far, µs, from Linux's /proc (reaped children's time apart). */
export function processStat(pid: number | string): { parent: number; cpu: number; childrenCpu: number } {
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
export async function localPostmaster(client: Client): Promise<number | undefined> {
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
export async function databaseCpuMicros(postmaster: number): Promise<number> {
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
