import { EventLoopTimeSlice } from '../event-loop-time-slice';

describe('EventLoopTimeSlice (statements of the embedded database leave the event loop its turns)', () => {
  it('lets work start at once within the slice, and after it only once the event loop has turned', async () => {
    let now = 0;
    let turns = 0;
    const slice = new EventLoopTimeSlice(
      5,
      () => now,
      async () => {
        turns += 1;
      },
    );

    // [time of the work, event-loop turns taken so far]: the turn at 5 ms starts a new slice, so work at 9 ms runs at
    // once and work at 10 ms waits for the next turn.
    const steps: Array<[number, number]> = [
      [4, 0],
      [5, 1],
      [9, 1],
      [10, 2],
    ];
    for (const [at, turnsSoFar] of steps) {
      now = at;
      await slice.beforeWork();
      expect(turns).toBe(turnsSoFar);
    }
  });

  it('lets a timer fire between slices of a chain of promise-only work that would otherwise starve it', async () => {
    const slice = new EventLoopTimeSlice(1);
    let timerFiredAfterPieces: number | null = null;
    let pieces = 0;
    setTimeout(() => {
      timerFiredAfterPieces = pieces;
    }, 0);
    const busyFor = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    // 20 pieces of 0.5 ms chained through promises: without the slice, no timer could fire before the chain ends.
    for (let piece = 0; piece < 20; piece += 1) {
      await slice.beforeWork();
      busyFor(0.5);
      pieces += 1;
    }
    // Checked as the chain ends: a timer that could only fire after it would still be null here.
    expect(timerFiredAfterPieces).not.toBeNull();
    expect(timerFiredAfterPieces).toBeLessThan(20);
  });
});
