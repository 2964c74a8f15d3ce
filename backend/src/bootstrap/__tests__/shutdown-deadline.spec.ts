import { EventEmitter } from 'node:events';
import { exitIfStopOutlasts, type StoppableProcess } from '../shutdown-deadline';

class ExitCalled extends Error {}

/** A process that records its exit instead of exiting, and says it still waits on one socket. */
function fakeProcess(): StoppableProcess & { emitter: EventEmitter; exits: number[] } {
  const emitter = new EventEmitter();
  const exits: number[] = [];
  return {
    emitter,
    exits,
    once: (signal, listener) => emitter.once(signal, listener),
    exit: (code) => {
      exits.push(code);
      throw new ExitCalled();
    },
    getActiveResourcesInfo: () => ['TCPSocketWrap'],
  };
}

describe('exitIfStopOutlasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('exits 1 when a stop started by SIGTERM is still running at the deadline', () => {
    const target = fakeProcess();
    exitIfStopOutlasts(5_000, target);
    target.emitter.emit('SIGTERM');
    jest.advanceTimersByTime(4_999);
    expect(target.exits).toEqual([]);
    expect(() => jest.advanceTimersByTime(1)).toThrow(ExitCalled);
    expect(target.exits).toEqual([1]);
  });

  it('counts from the first signal: a SIGINT after a SIGTERM neither restarts nor doubles the deadline', () => {
    const target = fakeProcess();
    exitIfStopOutlasts(5_000, target);
    target.emitter.emit('SIGTERM');
    jest.advanceTimersByTime(3_000);
    target.emitter.emit('SIGINT');
    expect(() => jest.advanceTimersByTime(2_000)).toThrow(ExitCalled);
    jest.advanceTimersByTime(10_000);
    expect(target.exits).toEqual([1]);
  });

  it('does nothing while no stop was asked for, and never keeps a stopping process alive by itself', () => {
    const target = fakeProcess();
    const setTimeoutSpy = jest.spyOn(global, 'setTimeout');
    exitIfStopOutlasts(5_000, target);
    jest.advanceTimersByTime(60_000);
    expect(target.exits).toEqual([]);
    target.emitter.emit('SIGTERM');
    // Unreferenced, or a stop that finished in time would still wait for the deadline before the process ends.
    const deadline = setTimeoutSpy.mock.results[0]?.value as NodeJS.Timeout;
    expect(deadline.hasRef()).toBe(false);
    setTimeoutSpy.mockRestore();
  });
});
