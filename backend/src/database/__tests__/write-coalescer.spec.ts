import { WriteCoalescer } from '../write-coalescer';

/** A writeAll whose statements the test ends one at a time, recording what each held. */
function controlledWrites(refuse: (item: number) => boolean = () => false) {
  const statements: number[][] = [];
  const finishers: Array<() => void> = [];
  const writeAll = (items: number[]) => {
    statements.push(items);
    return new Promise<string[]>((resolve, reject) => {
      finishers.push(() =>
        items.some(refuse)
          ? reject(new Error(`refused ${items.join(',')}`))
          : resolve(items.map((item) => `row ${item}`)),
      );
    });
  };
  const finishNext = async () => {
    finishers.shift()!();
    // Let the settled statement's callers and the next statement's start run.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { statements, writeAll, finishNext };
}

describe('WriteCoalescer (writes that arrive while others are written go together in the next statement)', () => {
  it('sends a write at once while fewer statements than the limit run, and queued ones together after', async () => {
    const writes = controlledWrites();
    const coalescer = new WriteCoalescer(writes.writeAll, { maxInFlight: 1, maxBatch: 10 });

    const first = coalescer.write(1);
    expect(writes.statements).toEqual([[1]]);
    const queued = [2, 3, 4].map((item) => coalescer.write(item));
    expect(writes.statements).toEqual([[1]]);

    await writes.finishNext();
    await expect(first).resolves.toBe('row 1');
    expect(writes.statements).toEqual([[1], [2, 3, 4]]);

    await writes.finishNext();
    await expect(Promise.all(queued)).resolves.toEqual(['row 2', 'row 3', 'row 4']);
  });

  it('runs up to maxInFlight statements at once and puts at most maxBatch writes in one', async () => {
    const writes = controlledWrites();
    const coalescer = new WriteCoalescer(writes.writeAll, { maxInFlight: 2, maxBatch: 2 });

    const results = [1, 2, 3, 4, 5, 6].map((item) => coalescer.write(item));
    expect(writes.statements).toEqual([[1], [2]]);
    await writes.finishNext();
    expect(writes.statements).toEqual([[1], [2], [3, 4]]);
    await writes.finishNext();
    await writes.finishNext();
    await writes.finishNext();
    expect(writes.statements).toEqual([[1], [2], [3, 4], [5, 6]]);
    await expect(Promise.all(results)).resolves.toEqual([1, 2, 3, 4, 5, 6].map((item) => `row ${item}`));
  });

  it('sends each write of a failed statement again alone, so only the refused one fails', async () => {
    const statements: number[][] = [];
    const coalescer = new WriteCoalescer(
      async (items: number[]) => {
        statements.push(items);
        if (items.includes(3)) throw new Error('row 3 refused');
        return items.map((item) => `row ${item}`);
      },
      { maxInFlight: 1, maxBatch: 10 },
    );

    const results = [1, 2, 3, 4].map((item) => coalescer.write(item).catch((error: Error) => error.message));
    await expect(Promise.all(results)).resolves.toEqual(['row 1', 'row 2', 'row 3 refused', 'row 4']);
    expect(statements).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
  });
});
