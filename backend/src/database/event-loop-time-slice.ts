/**
 * Cuts a long run of synchronous work, chained through promises, into slices with a turn of the event loop between
 * them. Promise continuations (microtasks) all run before the event loop takes its next turn, so such a chain keeps
 * the process from accepting connections, reading requests or firing timers until it ends. Calling `beforeWork()`
 * ahead of each piece lets a piece start at once while the current slice lasts, and otherwise only after the event
 * loop has had its turn, which starts a new slice.
 */
export class EventLoopTimeSlice {
  private sliceStart: number;

  constructor(
    private readonly sliceMs: number,
    private readonly now: () => number = () => performance.now(),
    private readonly yieldToEventLoop: () => Promise<void> = () => new Promise((resolve) => setImmediate(resolve)),
  ) {
    this.sliceStart = now();
  }

  async beforeWork(): Promise<void> {
    if (this.now() - this.sliceStart < this.sliceMs) return;
    await this.yieldToEventLoop();
    this.sliceStart = this.now();
  }
}
