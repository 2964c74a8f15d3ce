import { Injectable } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { AppConfigModule } from '../../config/config.module';
import { loadConfig } from '../../config/load-config';
import { QueueModule } from '../../infra/queue/queue.module';
import { type JobHandler, ProcessesJob } from '../job-processor';
import { ALL_JOB_NAMES, JobName } from '../job-names';
import { buildHandlerMap, JobRegistryError } from '../job-registry';

const noop: JobHandler = { handle: () => Promise.resolve() };

describe('buildHandlerMap', () => {
  it('accepts exactly one processor per declared job', () => {
    const map = buildHandlerMap(ALL_JOB_NAMES.map((job) => ({ job, handler: noop })));
    expect([...map.keys()].sort()).toEqual([...ALL_JOB_NAMES].sort());
  });

  it('names every job that has no processor', () => {
    expect(() => buildHandlerMap([{ job: 'a', handler: noop }], ['a', 'b', 'c'])).toThrow(
      new JobRegistryError(['b', 'c'], []),
    );
  });

  it('rejects two processors for one job and processors for undeclared jobs', () => {
    let error: unknown;
    try {
      buildHandlerMap(
        [
          { job: 'a', handler: noop },
          { job: 'a', handler: noop },
          { job: 'ghost', handler: noop },
        ],
        ['a'],
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(JobRegistryError);
    expect((error as JobRegistryError).duplicated).toEqual(['a']);
    expect((error as JobRegistryError).missing).toEqual(['ghost (not declared in job-names.ts)']);
  });
});

describe('in-process queue boot', () => {
  const config = loadConfig({ JOB_SCHEDULES_ENABLED: 'false' });

  it('fails when a declared job has no processor', async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [AppConfigModule.forRoot(config), QueueModule.forRoot(config, 'api')],
    }).compile();
    await expect(moduleRef.init()).rejects.toThrow(`no processor for job(s): ${JobName.SweepExpiredUploads}`);
  });

  it('boots when every job has its processor', async () => {
    const fakeProcessors = ALL_JOB_NAMES.map((job) => {
      @Injectable()
      @ProcessesJob(job)
      class FakeProcessor implements JobHandler {
        handle(): Promise<void> {
          return Promise.resolve();
        }
      }
      return FakeProcessor;
    });
    const moduleRef = await Test.createTestingModule({
      imports: [AppConfigModule.forRoot(config), QueueModule.forRoot(config, 'api')],
      providers: fakeProcessors,
    }).compile();
    await expect(moduleRef.init()).resolves.toBeDefined();
    await moduleRef.close();
  });

  it('refuses to start a worker without Redis', async () => {
    await expect(QueueModule.forRoot(config, 'worker')).rejects.toThrow(/set REDIS_URL/);
  });
});
