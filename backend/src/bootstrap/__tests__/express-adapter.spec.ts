import { IncomingMessage, type Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import express, { type Express, type Request, type Response } from 'express';
import { AppExpressAdapter } from '../express-adapter';

// V8's own test of whether two objects have the same hidden class; the flag only affects code compiled after it.
setFlagsFromString('--allow-natives-syntax');
const haveSameHiddenClass = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;

async function listening(adapter: AppExpressAdapter): Promise<{ server: Server; url: string }> {
  adapter.initHttpServer({});
  const server = adapter.getHttpServer() as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('AppExpressAdapter: requests and responses made with Express’s prototypes', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
  });

  it('serves Express as usual: the body is read, the answer is sent, the objects are Node’s and Express’s', async () => {
    const adapter = new AppExpressAdapter();
    const app = adapter.getInstance<Express>();
    let seen: Record<string, boolean> = {};
    app.post('/echo', express.json(), (request: Request, response: Response) => {
      seen = {
        requestIsNodes: request instanceof IncomingMessage,
        responseIsNodes: response instanceof ServerResponse,
        requestHasExpressPrototype: Object.getPrototypeOf(request) === app.request,
        responseHasExpressPrototype: Object.getPrototypeOf(response) === app.response,
      };
      response.status(201).json({ got: request.body, path: request.path, ip: request.ip });
    });
    const started = await listening(adapter);
    server = started.server;
    const { url } = started;

    const answer = await fetch(`${url}/echo?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ height: '168 cm' }),
    });

    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ got: { height: '168 cm' }, path: '/echo', ip: '127.0.0.1' });
    expect(seen).toEqual({
      requestIsNodes: true,
      responseIsNodes: true,
      requestHasExpressPrototype: true,
      responseHasExpressPrototype: true,
    });
  });

  it('gives two calls through the same middleware the same hidden classes (Express re-prototyping changes none)', async () => {
    const adapter = new AppExpressAdapter();
    const app = adapter.getInstance<Express>();
    // Two calls are held at the same point, after Express and a middleware have added their properties.
    const held: { request: Request; response: Response }[] = [];
    app.use((request: Request, _response: Response, next: () => void) => {
      (request as Request & { visitorId?: string }).visitorId = 'v';
      next();
    });
    app.get('/held', (request: Request, response: Response) => {
      held.push({ request, response });
      if (held.length < 2) return;
      const [first, second] = held;
      const verdict = {
        requests: haveSameHiddenClass(first.request, second.request),
        responses: haveSameHiddenClass(first.response, second.response),
      };
      for (const call of held) call.response.json(verdict);
    });
    const started = await listening(adapter);
    server = started.server;
    const { url } = started;

    const answers = await Promise.all([fetch(`${url}/held`), fetch(`${url}/held`)]);

    for (const answer of answers) expect(await answer.json()).toEqual({ requests: true, responses: true });
  });
});
