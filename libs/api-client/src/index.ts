// @fitness/api-client: the typed client of openapi.yaml as RTK Query endpoints, plus the request function they use.
// Stores mount `fitnessGeneratedApi` (reducer + middleware): the base api with every generated endpoint and tag type.
import './cache-rules';
export { fitnessApi } from './base-api';
export * from './generated/api.generated';
export {
  apiRequest,
  ApiRequestError,
  buildUrl,
  type ApiRequest,
  type ApiRequestOptions,
  type QueryParamValue,
  type UnauthorizedBehavior,
} from './api-request';
export {
  createFitnessBaseQuery,
  toQueryError,
  type FitnessBaseQueryOptions,
  type FitnessQueryError,
  type FitnessQueryExtraOptions,
} from './base-query';
export { createClientStore, type ClientState, type ClientStore } from './client-store';
export { useReportComingSoonView } from './report-coming-soon';
export { ACCESS_LINK_PARAM, type AccessLinkState, useAccessLinkRedemption } from './use-access-link-redemption';
