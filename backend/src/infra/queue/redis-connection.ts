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
