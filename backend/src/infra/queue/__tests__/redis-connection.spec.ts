import type { LoggerService } from '@nestjs/common';
import { closeAll, redisOptionsFromUrl } from '../redis-connection';

describe('redisOptionsFromUrl', () => {
  it('reads host, port, credentials, database and TLS from the URL', () => {
    expect(redisOptionsFromUrl('rediss://user:p%40ss@cache.example:6380/2')).toEqual({
      host: 'cache.example',
      port: 6380,
      username: 'user',
      password: 'p@ss',
      db: 2,
      tls: {},
    });
    expect(redisOptionsFromUrl('redis://127.0.0.1')).toEqual({ host: '127.0.0.1', port: 6379 });
  });
});

describe('closeAll', () => {
  function recordingLogger(): LoggerService & { warnings: unknown[][] } {
    const warnings: unknown[][] = [];
    return { warnings, log: () => undefined, error: () => undefined, warn: (...args: unknown[]) => warnings.push(args) };
  }

  it('closes every one even when some fail, and logs the failures once instead of throwing', async () => {
    const closed: string[] = [];
    const logger = recordingLogger();
    const unreachable = new Error('Reached the max retries per request limit');
    await closeAll(
      'BullMQ queue',
      [
        { close: async () => void closed.push('email') },
        { close: () => Promise.reject(unreachable) },
        { close: async () => void closed.push('plans') },
        { close: () => Promise.reject(new Error('Connection is closed.')) },
      ],
      logger,
    );
    expect(closed).toEqual(['email', 'plans']);
    expect(logger.warnings).toEqual([[{ err: unreachable, failed: 2 }, 'BullMQ queue closed with an error (Redis unreachable?)']]);
  });

  it('logs nothing when every close succeeds', async () => {
    const logger = recordingLogger();
    await closeAll('BullMQ worker', [{ close: async () => undefined }], logger);
    expect(logger.warnings).toEqual([]);
  });
});
