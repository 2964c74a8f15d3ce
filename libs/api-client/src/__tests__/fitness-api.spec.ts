import { configureStore } from '@reduxjs/toolkit';
import { fitnessGeneratedApi, type TrainerDto } from '../index';
import { createFitnessBaseQuery } from '../base-query';
import { fakeFetch } from './fake-fetch';

const trainer: TrainerDto = {
  id: 't-1',
  name: 'Alex Rivera',
  avatar: '/api/trainers/t-1/avatar.svg',
  certifications: 'NASM-CPT',
  experience: 8,
  hourlyRate: 100,
  rating: 5,
  specialization: 'Strength',
};

// A fresh store per test: no cache leaks between tests.
function createTestStore() {
  return configureStore({
    reducer: { [fitnessGeneratedApi.reducerPath]: fitnessGeneratedApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(fitnessGeneratedApi.middleware),
  });
}

let originalFetch: typeof fetch;
beforeEach(() => {
  originalFetch = global.fetch;
});
afterEach(() => {
  global.fetch = originalFetch;
  jest.useRealTimers();
});

describe('the generated client on the fitness base query', () => {
  it('lists trainers through GET /api/trainers with cookies', async () => {
    const fetchMock = fakeFetch({ status: 200, body: JSON.stringify([trainer]) });
    global.fetch = fetchMock;
    const store = createTestStore();

    const trainers = await store.dispatch(fitnessGeneratedApi.endpoints.listTrainers.initiate()).unwrap();

    expect(trainers).toEqual([trainer]);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/trainers',
      expect.objectContaining({ credentials: 'include', method: 'GET' }),
    );
  });

  it('rejects with the spec message and never retries a failure', async () => {
    const body = JSON.stringify({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Internal server error',
      requestId: 'r-2',
    });
    const fetchMock = fakeFetch({ status: 500, statusText: 'Internal Server Error', body });
    global.fetch = fetchMock;
    const store = createTestStore();

    await expect(store.dispatch(fitnessGeneratedApi.endpoints.listTrainers.initiate()).unwrap()).rejects.toEqual({
      status: 500,
      message: `500: ${body}`,
      data: body,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports a network failure as FETCH_ERROR', async () => {
    global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const store = createTestStore();
    await expect(store.dispatch(fitnessGeneratedApi.endpoints.getHealth.initiate()).unwrap()).rejects.toEqual({
      status: 'FETCH_ERROR',
      message: 'Failed to fetch',
    });
  });

  it('keeps data after the last subscriber leaves and serves it again without a new request (never stale)', async () => {
    jest.useFakeTimers();
    const fetchMock = fakeFetch({ status: 200, body: JSON.stringify([trainer]) });
    global.fetch = fetchMock;
    const store = createTestStore();

    const first = store.dispatch(fitnessGeneratedApi.endpoints.listTrainers.initiate());
    await first.unwrap();
    first.unsubscribe();
    // Far beyond RTK Query's 60 s default for unused data.
    await jest.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);

    expect(fitnessGeneratedApi.endpoints.listTrainers.select()(store.getState()).data).toEqual([trainer]);
    const second = store.dispatch(fitnessGeneratedApi.endpoints.listTrainers.initiate());
    await expect(second.unwrap()).resolves.toEqual([trainer]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    second.unsubscribe();
  });
});

describe('cache rules', () => {
  it('asking the expert does not download the analysis again', async () => {
    const analysis = { id: 'a-1', userId: 'u-1', analysisResults: {}, userStats: {} };
    const fetchMock = jest.fn((input: RequestInfo | URL) =>
      fakeFetch({
        status: 200,
        body: JSON.stringify(String(input).includes('ask-expert') ? { answer: 'Eat protein.' } : analysis),
      })(input),
    );
    global.fetch = fetchMock;
    const store = createTestStore();
    const subscription = store.dispatch(fitnessGeneratedApi.endpoints.getLatestAnalysis.initiate({ userId: 'u-1' }));
    await subscription.unwrap();

    await store
      .dispatch(
        fitnessGeneratedApi.endpoints.askExpert.initiate({ askExpertDto: { question: 'Protein?', analysisId: 'a-1' } }),
      )
      .unwrap();
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/analysis/u-1', '/api/ask-expert']);
    subscription.unsubscribe();
  });
});

describe('the default read (spec §7)', () => {
  it('GETs the key segments joined with a slash and parses the JSON', async () => {
    const fetchMock = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
      fakeFetch({ status: 200, body: JSON.stringify({ id: 'a-1' }) })(input, init),
    );
    global.fetch = fetchMock;
    const read = createFitnessBaseQuery();
    const api = { signal: new AbortController().signal } as Parameters<typeof read>[1];
    await expect(read(['/api/analysis', 'u-1'], api, {})).resolves.toEqual({ data: { id: 'a-1' } });
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/analysis/u-1');
    expect(fetchMock.mock.calls[0][1]?.method ?? 'GET').toBe('GET');
  });
});
