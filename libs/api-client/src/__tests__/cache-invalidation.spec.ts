import { configureStore } from '@reduxjs/toolkit';
import { SAMPLE_USER_STATS } from '@fitness/contracts';
import { fitnessGeneratedApi } from '../index';
import { fakeApi, type FakeApi } from '../testing';

// What a write makes stale is the contract's word (x-invalidates in openapi.yaml): after a new analysis the page's
// cached latest analysis is read again; after a call that changes nothing cached it is not.

const USER_ID = '3f2c8d1e-0000-4000-8000-000000000001';

function createTestStore() {
  return configureStore({
    reducer: { [fitnessGeneratedApi.reducerPath]: fitnessGeneratedApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(fitnessGeneratedApi.middleware),
  });
}

const readsOfLatest = (api: FakeApi) => api.callsTo(`GET /api/analysis/${USER_ID}`).length;

async function cachedLatestThen(write: (store: ReturnType<typeof createTestStore>) => Promise<unknown>) {
  const api = fakeApi({
    [`GET /api/analysis/${USER_ID}`]: () => ({ status: 200, body: { id: 'a-1' } }),
    'POST /api/analysis': () => ({ status: 201, body: { id: 'a-1' } }),
    'POST /api/photos/upload': () => ({ status: 201, body: { uploadURL: '/api/photos/uploads/p-1' } }),
  });
  const store = createTestStore();
  const subscription = store.dispatch(fitnessGeneratedApi.endpoints.getLatestAnalysis.initiate({ userId: USER_ID }));
  await subscription.unwrap();
  await write(store);
  // Whatever the write made stale is asked for again at once; wait until the store has nothing in flight.
  await Promise.all(store.dispatch(fitnessGeneratedApi.util.getRunningQueriesThunk()));
  subscription.unsubscribe();
  return readsOfLatest(api);
}

describe('cache invalidation follows the contract', () => {
  it('reads the latest analysis again after a new analysis (createAnalysis invalidates analysis)', async () => {
    const reads = await cachedLatestThen((store) =>
      store
        .dispatch(
          fitnessGeneratedApi.endpoints.createAnalysis.initiate({
            createAnalysisDto: { userId: USER_ID, userStats: SAMPLE_USER_STATS },
          }),
        )
        .unwrap(),
    );
    expect(reads).toBe(2);
  });

  it('keeps the cached analysis after asking for a photo upload address (it changes nothing cached)', async () => {
    const reads = await cachedLatestThen((store) =>
      store.dispatch(fitnessGeneratedApi.endpoints.createPhotoUpload.initiate()).unwrap(),
    );
    expect(reads).toBe(1);
  });
});
