// @fitness/api-client/testing: what the frontends' tests fake the API with. Test files only.
export {
  createFakeApi,
  deferred,
  failure,
  fakeApi,
  json,
  type ApiRoutes,
  type FakeApi,
  type FakeResponse,
  type Handler,
  type RecordedCall,
} from './fake-api';
