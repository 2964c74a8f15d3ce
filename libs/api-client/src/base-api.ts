import { createApi } from '@reduxjs/toolkit/query/react';
import { createFitnessBaseQuery } from './base-query';

/**
 * The empty API the generated endpoints are injected into (see openapi-codegen.config.cjs).
 * Spec §9 data defaults: no polling (RTK's default), no refetch on focus or reconnect, data never goes stale
 * (kept for as long as the page lives), no retries (the base query never retries).
 */
export const fitnessApi = createApi({
  reducerPath: 'fitnessApi',
  baseQuery: createFitnessBaseQuery(),
  endpoints: () => ({}),
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  // RTK Query treats Infinity as "never remove unused data".
  keepUnusedDataFor: Infinity,
});
