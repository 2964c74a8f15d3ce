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

    now = 4;
    await slice.beforeWork();
    expect(turns).toBe(0);

    now = 5;
    await slice.beforeWork();
    expect(turns).toBe(1);
    // The turn started a new slice.
    now = 9;
    await slice.beforeWork();
    expect(turns).toBe(1);
    now = 10;
    await slice.beforeWork();
    expect(turns).toBe(2);
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
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(timerFiredAfterPieces).not.toBeNull();
    expect(timerFiredAfterPieces).toBeLessThan(20);
  });
});
