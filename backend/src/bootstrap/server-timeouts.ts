import type { Server } from 'node:http';
import type { AppConfig } from '../config/app-config';

/**
 * Server-wide limits, so a client that stalls costs a socket for seconds, not minutes (Node's defaults: 5 minutes a
 * request). A connection silent for HTTP_IDLE_TIMEOUT_MS is closed; headers must arrive within
 * HTTP_HEADERS_TIMEOUT_MS and a whole request (a 10 MB photo on a slow phone included) within HTTP_REQUEST_TIMEOUT_MS.
 */
export function applyServerTimeouts(server: Server, config: AppConfig): void {
  server.headersTimeout = config.HTTP_HEADERS_TIMEOUT_MS;
  server.requestTimeout = config.HTTP_REQUEST_TIMEOUT_MS;
  server.setTimeout(config.HTTP_IDLE_TIMEOUT_MS);
  // Idle keep-alive connections between requests go sooner than that.
  server.keepAliveTimeout = Math.min(5_000, config.HTTP_IDLE_TIMEOUT_MS);
}
