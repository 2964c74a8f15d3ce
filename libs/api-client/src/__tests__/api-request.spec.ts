import { apiRequest, ApiRequestError } from '../api-request';
import { createFakeApi } from '../testing';

const notFoundBody = JSON.stringify({
  statusCode: 404,
  code: 'NOT_FOUND',
  message: 'Analysis not found',
  requestId: 'r-1',
});

describe('apiRequest', () => {
  it('sends cookies and a JSON body with a JSON content type', async () => {
    const api = createFakeApi({ 'POST /api/users': () => ({ status: 200, text: '{"id":"u-1"}' }) });
    const result = await apiRequest(
      { url: '/api/users', method: 'POST', body: { email: 'a@b.co' } },
      { fetchFn: api.fetch },
    );

    expect(result).toEqual({ id: 'u-1' });
    const [{ url, init }] = api.calls;
    expect(url).toBe('/api/users');
    expect(init).toEqual(
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: '{"email":"a@b.co"}',
      }),
    );
  });

  it('sends a GET without a body or content type, with query parameters', async () => {
    const api = createFakeApi({ 'GET /api/trainers': () => ({ status: 200, text: '[]' }) });
    await apiRequest({ url: '/api/trainers', params: { page: 2, q: undefined } }, { fetchFn: api.fetch });
    const [{ url, init }] = api.calls;
    expect(url).toBe('/api/trainers?page=2');
    expect(init).toEqual(
      expect.objectContaining({ method: 'GET', credentials: 'include', headers: {}, body: undefined }),
    );
  });

  it('raises "<status>: <body>" for a non-2xx answer (spec §8)', async () => {
    const api = createFakeApi({
      'GET /api/analysis/u-9': () => ({ status: 404, statusText: 'Not Found', text: notFoundBody }),
    });
    const failure = apiRequest({ url: '/api/analysis/u-9' }, { fetchFn: api.fetch });
    await expect(failure).rejects.toThrow(new ApiRequestError(404, notFoundBody));
    await expect(failure).rejects.toMatchObject({ message: `404: ${notFoundBody}`, status: 404 });
  });

  it('uses the status text when the error body is empty', async () => {
    const api = createFakeApi({ 'GET /api/health': () => ({ status: 502, statusText: 'Bad Gateway', text: '' }) });
    await expect(apiRequest({ url: '/api/health' }, { fetchFn: api.fetch })).rejects.toThrow('502: Bad Gateway');
  });

  it('raises on 401 by default', async () => {
    const api = createFakeApi({ 'GET /api/me': () => ({ status: 401, statusText: 'Unauthorized', text: '' }) });
    await expect(apiRequest({ url: '/api/me' }, { fetchFn: api.fetch })).rejects.toThrow('401: Unauthorized');
  });

  it('returns null on 401 when asked to, but still raises on other failures', async () => {
    const unauthorized = createFakeApi({
      'GET /api/me': () => ({ status: 401, statusText: 'Unauthorized', text: '' }),
    });
    await expect(
      apiRequest({ url: '/api/me' }, { fetchFn: unauthorized.fetch, on401: 'returnNull' }),
    ).resolves.toBeNull();

    const forbidden = createFakeApi({ 'GET /api/me': () => ({ status: 403, statusText: 'Forbidden', text: 'no' }) });
    await expect(apiRequest({ url: '/api/me' }, { fetchFn: forbidden.fetch, on401: 'returnNull' })).rejects.toThrow(
      '403: no',
    );
  });

  it('returns text for non-JSON bodies and null for an empty success', async () => {
    const api = createFakeApi({
      'GET /api/trainers/t/avatar.svg': () => ({ status: 200, text: '<svg/>', contentType: 'image/svg+xml' }),
      'POST /api/x': () => ({ status: 204 }),
    });
    await expect(apiRequest({ url: '/api/trainers/t/avatar.svg' }, { fetchFn: api.fetch })).resolves.toBe('<svg/>');
    await expect(apiRequest({ url: '/api/x', method: 'POST' }, { fetchFn: api.fetch })).resolves.toBeNull();
  });
});
