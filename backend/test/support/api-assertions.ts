import type request from 'supertest';
import type { ApiErrorBody } from '@fitness/contracts';

/** Asserts the one error shape: status, code, a message, and the request id echoed from the header. */
export function expectErrorBody(response: request.Response, statusCode: number, code: string): ApiErrorBody {
  const body = response.body as ApiErrorBody;
  expect({ status: response.status, code: body.code }).toEqual({ status: statusCode, code });
  expect(body).toMatchObject({ statusCode, code, message: expect.any(String) });
  expect(body.requestId).toBe(response.headers['x-request-id']);
  return body;
}

/** The error body without its per-request id: what must be identical for "unknown" and "not yours". */
export function comparable(response: request.Response): unknown {
  const { requestId: _requestId, ...rest } = response.body as Record<string, unknown>;
  return { status: response.status, body: rest };
}
