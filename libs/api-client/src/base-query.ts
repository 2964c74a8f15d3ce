import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { apiRequest, ApiRequestError, type ApiRequest, type UnauthorizedBehavior } from './api-request';

/** The error every endpoint rejects with; `message` follows spec §8 ("404: {...}"). */
export interface FitnessQueryError {
  /** HTTP status, or 'FETCH_ERROR' when no response arrived (offline, refused, aborted). */
  status: number | 'FETCH_ERROR';
  message: string;
  /** The response body as text (HTTP errors only). */
  data?: string;
}

export interface FitnessQueryExtraOptions {
  on401?: UnauthorizedBehavior;
}

export interface FitnessBaseQueryOptions {
  baseUrl?: string;
  /** Looked up at call time by default, so tests can swap global fetch. */
  fetchFn?: typeof fetch;
}

export function toQueryError(error: unknown): FitnessQueryError {
  if (error instanceof ApiRequestError) return { status: error.status, message: error.message, data: error.body };
  return { status: 'FETCH_ERROR', message: error instanceof Error ? error.message : String(error) };
}

/**
 * A query's key as a request. Spec §7: the default read is a GET of the key's segments joined with a slash
 * (['/api/analysis', userId] reads /api/analysis/{userId}); a string is a path, an object a full request.
 */
export function requestOf(args: ApiRequest | string | readonly string[]): ApiRequest {
  if (typeof args === 'string') return { url: args };
  if (isKeySegments(args)) return { url: args.join('/') };
  return args;
}

function isKeySegments(args: ApiRequest | readonly string[]): args is readonly string[] {
  return Array.isArray(args);
}

/** RTK Query base query over `apiRequest`: no retries (spec §9), cookies included, JSON in and out. */
export function createFitnessBaseQuery(
  options: FitnessBaseQueryOptions = {},
): BaseQueryFn<ApiRequest | string | readonly string[], unknown, FitnessQueryError, FitnessQueryExtraOptions> {
  return async (args, { signal }, extraOptions) => {
    const request = requestOf(args);
    try {
      const data = await apiRequest(
        { ...request, signal },
        {
          on401: extraOptions?.on401,
          baseUrl: options.baseUrl,
          fetchFn: options.fetchFn ?? ((input, init) => fetch(input, init)),
        },
      );
      return { data };
    } catch (error) {
      return { error: toQueryError(error) };
    }
  };
}
