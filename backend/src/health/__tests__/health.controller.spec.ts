import type { Response } from 'express';
import type { DatabaseHealth } from '../../database/database-health';
import type { QueuePort } from '../../infra/queue/queue.port';
import { HealthController } from '../health.controller';

function controllerWith(databaseOk: boolean, queueOk: boolean): HealthController {
  const database = { check: () => Promise.resolve({ name: 'postgres' as const, ok: databaseOk }) } as unknown as DatabaseHealth;
  const queue = { driver: 'bullmq', isHealthy: () => Promise.resolve(queueOk) } as unknown as QueuePort;
  return new HealthController(database, queue);
}

function recordingResponse(): { response: Response; status: () => number | undefined } {
  let status: number | undefined;
  const response = {
    status(code: number) {
      status = code;
      return this;
    },
  } as unknown as Response;
  return { response, status: () => status };
}

describe('HealthController readiness', () => {
  it('answers 200 ready when the database and the queue answer', async () => {
    const { response, status } = recordingResponse();
    const body = await controllerWith(true, true).getReadiness(response);
    expect(status()).toBe(200);
    expect(body).toEqual({ status: 'ready', database: { name: 'postgres', ok: true }, queue: { name: 'bullmq', ok: true } });
  });

  it.each([
    [false, true],
    [true, false],
  ])('answers 503 not_ready naming which dependency failed (database ok: %s, queue ok: %s)', async (databaseOk, queueOk) => {
    const { response, status } = recordingResponse();
    const body = await controllerWith(databaseOk, queueOk).getReadiness(response);
    expect(status()).toBe(503);
    expect(body).toEqual({
      status: 'not_ready',
      database: { name: 'postgres', ok: databaseOk },
      queue: { name: 'bullmq', ok: queueOk },
    });
  });
});
