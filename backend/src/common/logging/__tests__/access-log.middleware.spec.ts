import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { eventually } from '../../../../test/support/eventually';
import { requestIdMiddleware } from '../../http/request-id.middleware';
import { accessLogMiddleware } from '../access-log.middleware';

/** An app with the access log in front of a few routes, and the JSON lines it wrote. */
function loggedApp(level = 'info') {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = express();
  app.use(requestIdMiddleware);
  app.use('/api', accessLogMiddleware(pino({ level }, sink)));
  app.get('/api/ok', (_request, response) => void response.json({ ok: true }));
  app.get('/api/missing', (_request, response) => void response.status(404).json({}));
  app.get('/api/broken', (_request, response) => void response.status(500).json({}));
  app.get('/api/slow', () => undefined); // never answers: the client gives up
  app.get('/page', (_request, response) => void response.send('page'));
  /**
   * The lines once `count` have been written (pino writes a line when the answer is done, after the client has it),
   * or once one for `url` has: lines are written in the order answers finish, so when a later call's line is there,
   * an earlier call that was not logged never will be.
   */
  const linesWhen = (count: number, url?: string) =>
    eventually(
      () => lines,
      (written) => (url === undefined ? written.length >= count : written.some((line) => line.url === url)),
    );
  return { app, linesWhen };
}

describe('accessLogMiddleware', () => {
  it('writes one line per answered call: its request id, method, URL, status, time and address', async () => {
    const { app, linesWhen } = loggedApp();
    const response = await request(app).get('/api/ok?x=1').set('x-request-id', 'req-42').expect(200);

    const [line] = await linesWhen(1);
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      requestId: 'req-42',
      method: 'GET',
      url: '/api/ok?x=1',
      statusCode: 200,
    });
    expect(response.headers['x-request-id']).toBe('req-42');
    expect(line.responseTime).toEqual(expect.any(Number));
    expect(line.remoteAddress).toMatch(/127\.0\.0\.1/);
  });

  it('logs an upload address or an emailed link without the query that holds its signature or token', async () => {
    const { app, linesWhen } = loggedApp();
    const id = '3f2c8a4e-5b1d-4c7a-9e2f-0a1b2c3d4e5f';
    await request(app).get(`/api/missing?other=1`).expect(404);
    await request(app).put(`/api/photos/uploads/${id}?expires=1767225600&signature=Jx0YHk7q`).expect(404);
    await request(app).get(`/api/missing?token=secret-token`).expect(404);

    const lines = await linesWhen(3);
    expect(lines.map((line) => line.url)).toEqual([
      '/api/missing?other=1',
      `/api/photos/uploads/${id}`,
      '/api/missing',
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/Jx0YHk7q|secret-token/);
  });

  it('levels refusals as warnings and server errors as errors', async () => {
    const { app, linesWhen } = loggedApp();
    await request(app).get('/api/missing').expect(404);
    await request(app).get('/api/broken').expect(500);

    const lines = await linesWhen(2);
    expect(lines.map((line) => [line.statusCode, line.level])).toEqual([
      [404, 40],
      [500, 50],
    ]);
  });

  it('writes nothing below the configured level', async () => {
    const { app, linesWhen } = loggedApp('warn');
    await request(app).get('/api/ok').expect(200);
    await request(app).get('/api/missing').expect(404);

    expect((await linesWhen(1, '/api/missing')).map((line) => line.statusCode)).toEqual([404]);
  });

  it('logs a call the client abandoned before the answer as aborted', async () => {
    const { app, linesWhen } = loggedApp();
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
      await once(socket, 'connect');
      // Abandoned once the server has the request (not before it arrived, which would log nothing).
      const received = once(server, 'request');
      socket.write('GET /api/slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
      await received;
      socket.destroy();

      const [line] = await linesWhen(1);
      expect(line).toMatchObject({ msg: 'request aborted', url: '/api/slow' });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('leaves pages and files to the static server, unlogged', async () => {
    const { app, linesWhen } = loggedApp();
    await request(app).get('/page').expect(200);
    await request(app).get('/api/ok').expect(200);

    expect((await linesWhen(1, '/api/ok')).map((line) => line.url)).toEqual(['/api/ok']);
  });
});
