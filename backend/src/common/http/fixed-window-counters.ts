import type { ThrottlerStorage } from '@nestjs/throttler';

type StorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

interface Window {
  hits: number;
  endsAt: number;
  blockedUntil: number;
}

/** How often windows that have ended (and whose block has ended) are forgotten, so memory follows active callers. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Request counters in this process's memory, counting exactly as the Redis store does (its Lua script in
 * @nest-lab/throttler-storage-redis): a fixed window of `ttl` per key and limit name, and past the limit a block of
 * `blockDuration` (hits still count while blocked). Whichever store counts, a caller meets the same limits.
 *
 * It replaces @nestjs/throttler's in-memory store, which keeps one expiry time per hit and filters that list (and
 * spreads it into Math.min) on every request: O(hits in the window) per request, so its cost grew with the load it
 * was limiting. Here each request costs one map lookup.
 */
export class FixedWindowCounters {
  private readonly windows = new Map<string, Window>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): StorageRecord {
    const now = this.now();
    const id = `${key}:${throttlerName}`;
    let window = this.windows.get(id);
    if (window === undefined) {
      window = { hits: 0, endsAt: now + ttl, blockedUntil: 0 };
      this.windows.set(id, window);
    } else if (window.endsAt <= now) {
      window.hits = 0;
      window.endsAt = now + ttl;
    }
    if (window.blockedUntil <= now) window.blockedUntil = 0;
    window.hits += 1;
    if (window.blockedUntil === 0 && window.hits > limit) window.blockedUntil = now + blockDuration;
    const isBlocked = window.blockedUntil !== 0;
    return {
      totalHits: window.hits,
      timeToExpire: Math.ceil((window.endsAt - now) / 1000),
      isBlocked,
      timeToBlockExpire: isBlocked ? Math.ceil((window.blockedUntil - now) / 1000) : 0,
    };
  }

  /** How many keys are held; for tests. */
  get size(): number {
    return this.windows.size;
  }

  sweep(): void {
    const now = this.now();
    for (const [id, window] of this.windows) {
      if (window.endsAt <= now && window.blockedUntil <= now) this.windows.delete(id);
    }
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}
