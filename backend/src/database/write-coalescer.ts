/**
 * Single-row writes that arrive while earlier ones are being written go to the database together, as one statement:
 * application-level group commit. Each caller still gets its own row back, and only once the statement that wrote
 * it has committed, so nothing is acknowledged before it is durable.
 *
 * There is no timer: a write that finds fewer than `maxInFlight` statements running is sent at once, alone, so a
 * quiet server waits for nothing (stats-only analyses one at a time on the embedded database: 582-675 req/s against
 * 628-661 before, p50 1 ms both). Only under load do writes queue, and then the next statement takes all of them (up
 * to `maxBatch`). At 50 connections a stats-only analysis was one INSERT (and one commit, one round
 * trip, one wake-up of a database process) per request; the database's and the driver's per-statement work was most
 * of the CPU both spent per call (bench:api, part 1).
 *
 * A statement fails as a whole. When one of many fails, each of its writes is sent again alone, so a refused row
 * fails only its own caller.
 */
export interface WriteCoalescerOptions {
  /** Statements running at once; with fewer, a write is sent at once. At most the connection pool's size. */
  maxInFlight: number;
  /** Most writes in one statement. */
  maxBatch: number;
}

interface PendingWrite<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

export class WriteCoalescer<Item, Result> {
  private queue: PendingWrite<Item, Result>[] = [];
  private inFlight = 0;

  /** `writeAll` writes the items in one statement and gives each its result, in the items' order. */
  constructor(
    private readonly writeAll: (items: Item[]) => Promise<Result[]>,
    private readonly options: WriteCoalescerOptions,
  ) {}

  write(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.sendQueued();
    });
  }

  private sendQueued(): void {
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.options.maxBatch);
      this.inFlight += 1;
      void this.send(batch).finally(() => {
        this.inFlight -= 1;
        this.sendQueued();
      });
    }
  }

  private async send(batch: PendingWrite<Item, Result>[]): Promise<void> {
    let results: Result[];
    try {
      results = await this.writeAll(batch.map(({ item }) => item));
    } catch (error) {
      if (batch.length === 1) batch[0].reject(error);
      else for (const pending of batch) await this.send([pending]);
      return;
    }
    batch.forEach(({ resolve }, index) => resolve(results[index]));
  }
}
