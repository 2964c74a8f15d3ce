import { Logger } from '@nestjs/common';
import { loadConfig } from '../../../config/load-config';
import { JobName, type JobPayloads } from '../../../jobs/job-names';
import type { JobRegistry } from '../../../jobs/job-registry';
import { InProcessQueueAdapter } from '../in-process-queue.adapter';

type Dispatch = (job: JobName, payload: JobPayloads[JobName]) => Promise<void>;

function adapterWith(dispatch: jest.Mock<ReturnType<Dispatch>, Parameters<Dispatch>>, schedules = false): InProcessQueueAdapter {
  const registry = { dispatch } as unknown as JobRegistry;
  return new InProcessQueueAdapter(registry, loadConfig({ JOB_SCHEDULES_ENABLED: String(schedules) }));
}

describe('InProcessQueueAdapter', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('runs an enqueued job through its processor', async () => {
    const dispatch = jest.fn<ReturnType<Dispatch>, Parameters<Dispatch>>().mockResolvedValue(undefined);
    const queue = adapterWith(dispatch);
    await queue.enqueue(JobName.SweepExpiredUploads, { reason: 'on-demand' });
    await queue.whenIdle();
    expect(dispatch).toHaveBeenCalledWith(JobName.SweepExpiredUploads, { reason: 'on-demand' });
  });

  it('ignores a second job with an id that is still pending', async () => {
    let release: () => void = () => undefined;
    const dispatch = jest
      .fn<ReturnType<Dispatch>, Parameters<Dispatch>>()
      .mockImplementation(() => new Promise<void>((resolve) => (release = resolve)));
    const queue = adapterWith(dispatch);
    await queue.enqueue(JobName.SweepExpiredUploads, { reason: 'on-demand' }, { jobId: 'sweep-1' });
    await queue.enqueue(JobName.SweepExpiredUploads, { reason: 'on-demand' }, { jobId: 'sweep-1' });
    release();
    await queue.whenIdle();
    expect(dispatch).toHaveBeenCalledTimes(1);
  });

  it('retries a failing job up to three attempts in all, then logs that it gave up', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const dispatch = jest.fn<ReturnType<Dispatch>, Parameters<Dispatch>>().mockRejectedValue(new Error('disk busy'));
    const queue = adapterWith(dispatch);
    await queue.enqueue(JobName.SweepExpiredUploads, { reason: 'on-demand' });
    await queue.whenIdle();
    expect(dispatch).toHaveBeenCalledTimes(3);
    expect(logged).toHaveBeenLastCalledWith(expect.objectContaining({ attempt: 3, final: true }), 'Job failed for good');
    logged.mockRestore();
  }, 10_000);

  it('runs the sweeper every minute when schedules are on', () => {
    jest.useFakeTimers();
    const dispatch = jest.fn<ReturnType<Dispatch>, Parameters<Dispatch>>().mockResolvedValue(undefined);
    const queue = adapterWith(dispatch, true);
    queue.onApplicationBootstrap();
    jest.advanceTimersByTime(59_999);
    expect(dispatch).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(dispatch).toHaveBeenCalledWith(JobName.SweepExpiredUploads, { reason: 'schedule' });
    void queue.onApplicationShutdown();
  });
});
