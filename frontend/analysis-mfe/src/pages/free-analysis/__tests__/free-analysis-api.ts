// The API as the free analysis meets it, on the shared fake API ('@fitness/api-client/testing'): a person, a fresh
// signed photo address per upload, the PUT to it, and an analysis. Each test overrides the routes it is about.
import { fakeApi, type ApiRoutes } from '@fitness/api-client/testing';

export const USER_ID = '7d4f8a52-1b9e-4c3a-8f6d-2e5b0c9a1d73';

let uploadCount = 0;

/** A fresh signed address, as POST /api/photos/upload answers on local storage. */
function nextUploadURL(): string {
  uploadCount += 1;
  return `/api/photos/uploads/00000000-0000-4000-8000-${String(uploadCount).padStart(12, '0')}?expires=1767225600&signature=sig${uploadCount}`;
}

const ANALYSIS = {
  id: 'a1',
  userId: USER_ID,
  createdAt: '2026-01-01T00:00:00.000Z',
  hasAiPlan: false,
  hasExpertPlan: false,
  userStats: {},
  analysisResults: {},
};

export const FREE_ANALYSIS_ROUTES: ApiRoutes = {
  'POST /api/photos/upload': () => ({ status: 201, body: { uploadURL: nextUploadURL() } }),
  'PUT /api/photos/uploads/*': () => ({ status: 204 }),
  'POST /api/users': () => ({ status: 201, body: { id: USER_ID } }),
  'POST /api/analysis': () => ({ status: 201, body: ANALYSIS }),
};

/** Installs the fake API with the free analysis's routes, `overrides` replacing any of them. */
export function installFakeApi(overrides: ApiRoutes = {}) {
  return fakeApi({ ...FREE_ANALYSIS_ROUTES, ...overrides });
}
