import { configureStore } from '@reduxjs/toolkit';
import { fitnessGeneratedApi, type TrainerDto } from '../index';
import { createFitnessBaseQuery } from '../base-query';
import { fakeApi } from '../testing';

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

afterEach(() => {
  jest.useRealTimers();
});

describe('the generated client on the fitness base query', () => {
  it('lists trainers through GET /api/trainers with cookies', async () => {
    const api = fakeApi({ 'GET /api/trainers': () => ({ status: 200, body: [trainer] }) });
    const store = createTestStore();

    const trainers = await store.dispatch(fitnessGeneratedApi.endpoints.listTrainers.initiate()).unwrap();

    expect(trainers).toEqual([trainer]);
    expect(api.fetch).toHaveBeenCalledWith(
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
    const api = fakeApi({
      'GET /api/trainers': () => ({ status: 500, statusText: 'Internal Server Error', text: body }),
    });
    const store = createTestStore();

    await expect(store.dispatch(fitnessGeneratedApi.endpoints.listTrainers.initiate()).unwrap()).rejects.toEqual({
      status: 500,
      message: `500: ${body}`,
      data: body,
    });
    expect(api.calls).toHaveLength(1);
  });

  it('reports a network failure as FETCH_ERROR', async () => {
    fakeApi({
      'GET /api/health': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const store = createTestStore();
    await expect(store.dispatch(fitnessGeneratedApi.endpoints.getHealth.initiate()).unwrap()).rejects.toEqual({
      status: 'FETCH_ERROR',
      message: 'Failed to fetch',
    });
  });

  it('keeps data after the last subscriber leaves and serves it again without a new request (never stale)', async () => {
    jest.useFakeTimers();
    const api = fakeApi({ 'GET /api/trainers': () => ({ status: 200, body: [trainer] }) });
    const store = createTestStore();

    const first = store.dispatch(fitnessGeneratedApi.endpoints.listTrainers.initiate());
    await first.unwrap();
    first.unsubscribe();
    // Far beyond RTK Query's 60 s default for unused data.
    await jest.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);

    expect(fitnessGeneratedApi.endpoints.listTrainers.select()(store.getState()).data).toEqual([trainer]);
    const second = store.dispatch(fitnessGeneratedApi.endpoints.listTrainers.initiate());
    await expect(second.unwrap()).resolves.toEqual([trainer]);
    expect(api.calls).toHaveLength(1);
    second.unsubscribe();
  });
});

describe('cache rules', () => {
  it('asking the expert does not download the analysis again', async () => {
    const analysis = { id: 'a-1', userId: 'u-1', analysisResults: {}, userStats: {} };
    const api = fakeApi({
      'GET /api/analysis/u-1': () => ({ status: 200, body: analysis }),
      'POST /api/ask-expert': () => ({ status: 200, body: { answer: 'Eat protein.' } }),
    });
    const store = createTestStore();
    const subscription = store.dispatch(fitnessGeneratedApi.endpoints.getLatestAnalysis.initiate({ userId: 'u-1' }));
    await subscription.unwrap();

    await store
      .dispatch(
        fitnessGeneratedApi.endpoints.askExpert.initiate({ askExpertDto: { question: 'Protein?', analysisId: 'a-1' } }),
      )
      .unwrap();
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(api.calls.map((call) => call.url)).toEqual(['/api/analysis/u-1', '/api/ask-expert']);
    subscription.unsubscribe();
  });
});

describe('the default read (spec §7)', () => {
  it('GETs the key segments joined with a slash and parses the JSON', async () => {
    const server = fakeApi({ 'GET /api/analysis/u-1': () => ({ status: 200, body: { id: 'a-1' } }) });
    const read = createFitnessBaseQuery();
    const api = { signal: new AbortController().signal } as Parameters<typeof read>[1];
    await expect(read(['/api/analysis', 'u-1'], api, {})).resolves.toEqual({ data: { id: 'a-1' } });
    expect(server.calls[0]!.url).toBe('/api/analysis/u-1');
    expect(server.calls[0]!.init?.method ?? 'GET').toBe('GET');
  });
});
