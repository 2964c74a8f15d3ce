import { apiRequest, ApiRequestError } from '../api-request';
import { fakeFetch } from './fake-fetch';

const notFoundBody = JSON.stringify({
  statusCode: 404,
  code: 'NOT_FOUND',
  message: 'Analysis not found',
  requestId: 'r-1',
});

describe('apiRequest', () => {
  it('sends cookies and a JSON body with a JSON content type', async () => {
    const fetchFn = fakeFetch({ status: 200, body: '{"id":"u-1"}' });
    const result = await apiRequest({ url: '/api/users', method: 'POST', body: { email: 'a@b.co' } }, { fetchFn });

    expect(result).toEqual({ id: 'u-1' });
    const [url, init] = fetchFn.mock.calls[0]!;
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
    const fetchFn = fakeFetch({ status: 200, body: '[]' });
    await apiRequest({ url: '/api/trainers', params: { page: 2, q: undefined } }, { fetchFn });
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe('/api/trainers?page=2');
    expect(init).toEqual(
      expect.objectContaining({ method: 'GET', credentials: 'include', headers: {}, body: undefined }),
    );
  });

  it('raises "<status>: <body>" for a non-2xx answer (spec §8)', async () => {
    const fetchFn = fakeFetch({ status: 404, statusText: 'Not Found', body: notFoundBody });
    const failure = apiRequest({ url: '/api/analysis/u-9' }, { fetchFn });
    await expect(failure).rejects.toThrow(new ApiRequestError(404, notFoundBody));
    await expect(failure).rejects.toMatchObject({ message: `404: ${notFoundBody}`, status: 404 });
  });

  it('uses the status text when the error body is empty', async () => {
    const fetchFn = fakeFetch({ status: 502, statusText: 'Bad Gateway', body: '' });
    await expect(apiRequest({ url: '/api/health' }, { fetchFn })).rejects.toThrow('502: Bad Gateway');
  });

  it('raises on 401 by default', async () => {
    const fetchFn = fakeFetch({ status: 401, statusText: 'Unauthorized', body: '' });
    await expect(apiRequest({ url: '/api/me' }, { fetchFn })).rejects.toThrow('401: Unauthorized');
  });

  it('returns null on 401 when asked to, but still raises on other failures', async () => {
    const unauthorized = fakeFetch({ status: 401, statusText: 'Unauthorized', body: '' });
    await expect(apiRequest({ url: '/api/me' }, { fetchFn: unauthorized, on401: 'returnNull' })).resolves.toBeNull();

    const forbidden = fakeFetch({ status: 403, statusText: 'Forbidden', body: 'no' });
    await expect(apiRequest({ url: '/api/me' }, { fetchFn: forbidden, on401: 'returnNull' })).rejects.toThrow(
      '403: no',
    );
  });

  it('returns text for non-JSON bodies and null for an empty success', async () => {
    const svg = fakeFetch({ status: 200, body: '<svg/>', contentType: 'image/svg+xml' });
    await expect(apiRequest({ url: '/api/trainers/t/avatar.svg' }, { fetchFn: svg })).resolves.toBe('<svg/>');
    const empty = fakeFetch({ status: 204, body: '' });
    await expect(apiRequest({ url: '/api/x', method: 'POST' }, { fetchFn: empty })).resolves.toBeNull();
  });
});
