import { createFakeApi, deferred, failure, fakeApi, json } from '../index';

describe('the fake API', () => {
  it('answers a route by exact url, by path, or by the longest path prefix, and records every call in order', async () => {
    const api = createFakeApi({
      'GET /api/trainers?page=2': () => json(['second page']),
      'GET /api/trainers': () => json(['any page']),
      'PUT /api/photos/*': () => ({ status: 500 }),
      'PUT /api/photos/uploads/*': () => ({ status: 204 }),
    });

    const second = await api.fetch('/api/trainers?page=2');
    const third = await api.fetch('/api/trainers?page=3');
    const put = await api.fetch('/api/photos/uploads/p-1?signature=s', { method: 'PUT', body: new Blob(['photo']) });

    await expect(second.json()).resolves.toEqual(['second page']);
    await expect(third.json()).resolves.toEqual(['any page']);
    expect([put.ok, put.status]).toEqual([true, 204]);
    expect(api.calls.map((call) => call.key)).toEqual([
      'GET /api/trainers?page=2',
      'GET /api/trainers?page=3',
      'PUT /api/photos/uploads/p-1?signature=s',
    ]);
    expect(api.callsTo('GET /api/trainers')).toHaveLength(2);
    expect(api.callsTo('PUT /api/photos/uploads/*')[0]!.init?.body).toBeInstanceOf(Blob);
  });

  it('gives handlers the parsed JSON body and the call, and onlyCallTo returns the one body sent', async () => {
    const seen: unknown[] = [];
    const api = createFakeApi({
      'POST /api/users': (body, call) => {
        seen.push(body, call.url, call.init?.credentials);
        return json({ id: 'u-1' }, 201);
      },
    });

    const response = await api.fetch('/api/users', {
      method: 'post',
      credentials: 'include',
      body: JSON.stringify({ email: 'a@b.co' }),
    });

    expect(response.status).toBe(201);
    expect(seen).toEqual([{ email: 'a@b.co' }, '/api/users', 'include']);
    expect(api.onlyCallTo('POST /api/users')).toEqual({ email: 'a@b.co' });
  });

  it("answers an unrouted call 404 NOT_ROUTED in the API's error body, and an error with its status and body", async () => {
    const api = createFakeApi({ 'DELETE /api/users/u-1': () => failure(409, 'CONFLICT', 'Still has plans') });

    const unrouted = await api.fetch('/api/nowhere');
    const refused = await api.fetch('/api/users/u-1', { method: 'DELETE' });

    expect([unrouted.ok, unrouted.status, unrouted.headers.get('Content-Type')]).toEqual([
      false,
      404,
      'application/json',
    ]);
    await expect(unrouted.json()).resolves.toEqual({
      statusCode: 404,
      code: 'NOT_ROUTED',
      message: 'No route for GET /api/nowhere in this test',
      requestId: 'r-1',
    });
    expect(refused.status).toBe(409);
    await expect(refused.text()).resolves.toBe(
      JSON.stringify({ statusCode: 409, code: 'CONFLICT', message: 'Still has plans', requestId: 'r-1' }),
    );
  });

  it('sends a text body as it is, with its content type, and rejects like fetch when a handler throws', async () => {
    const api = createFakeApi({
      'GET /avatar.svg': () => ({ status: 200, text: '<svg/>', contentType: 'image/svg+xml' }),
      'GET /api/health': () => {
        throw new TypeError('Failed to fetch');
      },
    });

    const avatar = await api.fetch('/avatar.svg');

    await expect(avatar.text()).resolves.toBe('<svg/>');
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml');
    await expect(api.fetch('/api/health')).rejects.toThrow(new TypeError('Failed to fetch'));
  });

  it('holds an answer until the test lets it go', async () => {
    const held = deferred();
    const api = createFakeApi({ 'GET /api/slow': () => held.promise });

    const answer = api.fetch('/api/slow');
    expect(api.calls).toHaveLength(1);
    held.resolve(json({ done: true }));

    await expect((await answer).json()).resolves.toEqual({ done: true });
  });
});

describe('fakeApi', () => {
  const original = globalThis.fetch;

  it('replaces the global fetch for one test', async () => {
    const api = fakeApi({ 'GET /api/health': () => json({ status: 'ok' }) });

    const response = await fetch('/api/health');

    await expect(response.json()).resolves.toEqual({ status: 'ok' });
    expect(globalThis.fetch).toBe(api.fetch);
  });

  it('puts the original fetch back after the test', () => {
    expect(globalThis.fetch).toBe(original);
  });
});
