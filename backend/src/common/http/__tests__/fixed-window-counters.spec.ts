import { FixedWindowCounters } from '../fixed-window-counters';

const MINUTE = 60_000;

describe('FixedWindowCounters (in-memory request limits, counted as the Redis store counts)', () => {
  let now: number;
  let counters: FixedWindowCounters;
  const hit = (key = 'visitor:a', limit = 3) => counters.increment(key, MINUTE, limit, MINUTE, 'reads');

  beforeEach(() => {
    now = 1_000_000;
    counters = new FixedWindowCounters(() => now);
  });

  afterEach(() => counters.close());

  it('lets the limit through in a window and blocks the next hit until the block ends', () => {
    expect([hit(), hit(), hit()].map((record) => record.isBlocked)).toEqual([false, false, false]);
    now += 10_000;
    expect(hit()).toEqual({ totalHits: 4, timeToExpire: 50, isBlocked: true, timeToBlockExpire: 60 });
    now += 55_000; // the window has ended but the block (a minute from the fourth hit) has not
    expect(hit()).toMatchObject({ isBlocked: true, timeToBlockExpire: 5 });
    now += 5_000;
    expect(hit()).toMatchObject({ totalHits: 2, isBlocked: false, timeToBlockExpire: 0 });
  });

  it('starts a new count when the window ends', () => {
    hit();
    hit();
    now += MINUTE;
    expect(hit()).toEqual({ totalHits: 1, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
  });

  it('counts each key and each limit name apart', () => {
    hit('visitor:a');
    hit('visitor:a');
    expect(hit('visitor:b').totalHits).toBe(1);
    expect(counters.increment('visitor:a', MINUTE, 3, MINUTE, 'analysis').totalHits).toBe(1);
    expect(hit('visitor:a').totalHits).toBe(3);
  });

  it('forgets callers whose window and block have ended, so memory follows who is active', () => {
    hit('visitor:a');
    now += 10_000;
    for (let index = 0; index < 5; index += 1) hit('visitor:b');
    now += 50_000;
    counters.sweep();
    expect(counters.size).toBe(1); // a's window has ended; b is blocked for 10 s more
    now += MINUTE;
    counters.sweep();
    expect(counters.size).toBe(0);
  });
});
