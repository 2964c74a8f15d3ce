import type { LoggerService } from '@nestjs/common';
import type { RedisOptions } from 'ioredis';

/**
 * ioredis options from a redis:// or rediss:// URL. BullMQ is given options rather than a client so that each
 * Queue and Worker owns, and closes, its own connections.
 */
export function redisOptionsFromUrl(redisUrl: string): RedisOptions {
  const url = new URL(redisUrl);
  const options: RedisOptions = { host: url.hostname, port: url.port === '' ? 6379 : Number(url.port) };
  if (url.username !== '') options.username = decodeURIComponent(url.username);
  if (url.password !== '') options.password = decodeURIComponent(url.password);
  const db = url.pathname.replace(/^\//, '');
  if (db !== '') options.db = Number(db);
  if (url.protocol === 'rediss:') options.tls = {};
  return options;
}

/**
 * Closes BullMQ's queues, event streams or workers together, logging (not throwing) those that fail: with Redis
 * unreachable a close rejects as a command it was still retrying fails, though the connection is down anyway. A
 * throw would end Nest's shutdown before the hooks after this one (the database's) ran.
 */
export async function closeAll(what: string, closables: ReadonlyArray<{ close(): Promise<void> }>, logger: LoggerService): Promise<void> {
  const outcomes = await Promise.allSettled(closables.map((closable) => closable.close()));
  const failures = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failures.length > 0) logger.warn({ err: failures[0].reason, failed: failures.length }, `${what} closed with an error (Redis unreachable?)`);
}
