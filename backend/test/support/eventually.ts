/**
 * Probes until `done` holds or `timeoutMs` pass, and returns the last value probed: for a positive outcome that lands
 * a little after the answer (a file removed, a log line written). The caller asserts on the value, so a timeout
 * fails with what was actually there. For "this did not happen", wait on a later event instead (see nextCallSettled).
 */
export async function eventually<T>(
  probe: () => T | Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 5_000, everyMs = 20 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() >= deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * Resolves with the arguments of the next call of `object[method]` once that call has finished (its promise settled);
 * the method works as before and is put back after that one call. For work a request starts after its answer went
 * out (a clean-up on 'finish'): awaiting it proves the work ran, so what it did not do can be asserted without a sleep.
 */
export function nextCallSettled<T extends object>(object: T, method: keyof T & string): Promise<unknown[]> {
  const target = object as unknown as Record<string, (...args: unknown[]) => unknown>;
  const original = target[method];
  const ownBefore = Object.prototype.hasOwnProperty.call(object, method);
  return new Promise((resolve, reject) => {
    target[method] = function (this: unknown, ...args: unknown[]) {
      if (ownBefore) target[method] = original;
      else delete target[method];
      const result = original.apply(this, args);
      Promise.resolve(result).then(() => resolve(args), reject);
      return result;
    };
  });
}

/**
 * Probes every `everyMs` until the probe gives a value (not undefined), and returns it; a probe that throws counts as
 * not yet. For a slow outcome across processes (a server up, a queue drained): after `timeoutMs` it throws, naming
 * `what` it waited for, so a failure says which step did not happen.
 */
export async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number, everyMs = 100): Promise<T> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}
