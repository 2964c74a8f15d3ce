import { once } from 'node:events';
import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type Redis from 'ioredis';
import { AppConfig } from '../../config/app-config';
import { redisOptionsFromUrl } from '../../infra/queue/redis-connection';
import { FixedWindowCounters } from './fixed-window-counters';

type StorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

const REDIS_CONNECT_WAIT_MS = 3_000;

/**
 * Where request counters live. With REDIS_URL: in Redis, so every API replica counts against the same limit (keys
 * under `<BULLMQ_PREFIX>:rate-limit:`). Without: in this process's memory, by the same fixed-window rule. If Redis
 * fails mid-flight, requests are counted in memory until it is back (a limit per replica for a while) rather than
 * refused: an outage of the counter store must not take the product down.
 */
@Injectable()
export class RateLimitStorage implements ThrottlerStorage, OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(RateLimitStorage.name);
  private readonly memory = new FixedWindowCounters();
  private redis: Redis | null = null;
  private shared: ThrottlerStorageRedisService | null = null;
  private warned = false;
  private connected: Promise<void> | undefined;

  constructor(private readonly config: AppConfig) {}

  /**
   * Connects to Redis when REDIS_URL is set; its client is imported only then, like every outside service's. Once:
   * Nest calls this for each module the storage is part of, and a second client would outlive shutdown.
   */
  onModuleInit(): Promise<void> {
    this.connected ??= this.connect();
    return this.connected;
  }

  private async connect(): Promise<void> {
    const { config } = this;
    if (config.REDIS_URL === undefined) return;
    const [{ Redis }, { ThrottlerStorageRedisService }] = await Promise.all([
      import('ioredis'),
      import('@nest-lab/throttler-storage-redis'),
    ]);
    const redis = new Redis({
      ...redisOptionsFromUrl(config.REDIS_URL),
      keyPrefix: `${config.BULLMQ_PREFIX}:rate-limit:`,
      // Fail fast to the in-memory counters instead of queueing requests while Redis is away.
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    redis.on('error', () => undefined); // reported once per outage below, not per reconnect attempt
    this.redis = redis;
    this.shared = new ThrottlerStorageRedisService(redis);
    // The app listens once this returns: wait for the connection (or its first failure, or a few seconds) so the first
    // requests are counted in Redis rather than refused by a client that is not connected yet.
    await once(redis, 'ready', { signal: AbortSignal.timeout(REDIS_CONNECT_WAIT_MS) }).catch(() => undefined);
  }

  get store(): 'redis' | 'memory' {
    return this.shared === null ? 'memory' : 'redis';
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<StorageRecord> {
    if (this.shared !== null) {
      try {
        const record = await this.shared.increment(key, ttl, limit, blockDuration, throttlerName);
        this.warned = false;
        return record;
      } catch (error) {
        if (!this.warned)
          this.logger.warn({ err: error }, 'Rate-limit counters unavailable in Redis; counting in memory');
        this.warned = true;
      }
    }
    return this.memory.increment(key, ttl, limit, blockDuration, throttlerName);
  }

  onApplicationShutdown(): void {
    this.memory.close();
    this.redis?.disconnect();
  }
}
