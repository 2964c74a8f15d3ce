import { setFlagsFromString } from 'node:v8';
import type { AppConfig } from '../config/app-config';

/**
 * How far V8 lets the old generation grow past what survived the last full collection, on the embedded database.
 *
 * By default V8 grows it by up to 4× when collections are cheap. Under a burst of requests each one's objects live
 * through a scavenge or two while they wait for the embedded database (one connection), so they are promoted and die
 * in the old generation: after 10 s of stats-only analyses at 50 connections the heap held ~150 MB of such garbage
 * (62 MB live), and the process kept it until it had been idle for a while. At 30% the old generation is collected
 * about every 0.8 s under that load, each time for ~20 ms of main-thread work, and the process stays ~100 MB smaller
 * right after the burst (`npm run bench:api`, part 2). At 20% it was smaller still right after the burst and the
 * two-photo analyses that follow it, 280-284 MiB against 283-294, with as many stats-only analyses answered (433-477
 * per second against 442-471; part 2's sequence, three runs each, interleaved). At 15%: 278-285 MiB, but 387-526 per
 * second.
 *
 * Only with the embedded database, which is sized for one machine and shares the API's process: on PostgreSQL the
 * API has no such garbage to speak of, and the same setting cost a few per cent of CPU per call there.
 */
export const EMBEDDED_HEAP_GROWING_PERCENT = 20;

/** Call before the app is built. V8 reads this flag each time it sets the next collection's limit. */
export function limitHeapGrowthOnEmbeddedDatabase(config: AppConfig): void {
  if (config.databaseDriver === 'pglite') setFlagsFromString(`--heap-growing-percent=${EMBEDDED_HEAP_GROWING_PERCENT}`);
}
