import { IncomingMessage, ServerResponse, createServer } from 'node:http';
import type { Socket } from 'node:net';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express, Response } from 'express';
import { stringifyReusingSerialised } from '../common/http/json-serialised-once';

/**
 * Nest's Express adapter with two changes, both measured against the bare peer of `npm run bench:api`:
 * - Requests and responses are made with Express's own prototypes (expressPrototypedMessages), so that Express's
 *   re-prototyping of each one is a no-op and every call's objects share their hidden classes.
 * - An answer holding a document already serialised for the database (see json-serialised-once.ts) reuses that
 *   text instead of serialising it again.
 */
export class AppExpressAdapter extends ExpressAdapter {
  override initHttpServer(options: NestApplicationOptions): void {
    // HTTPS and forced closing of connections are not used by this app: Nest's own server for those.
    if (options.httpsOptions !== undefined || options.forceCloseConnections) return super.initHttpServer(options);
    const app = this.getInstance<Express>();
    this.httpServer = createServer(expressPrototypedMessages(app), app);
  }

  /**
   * Headers and status are what `res.json` gives (the app sets no json replacer, spaces or escape for it to apply);
   * every other answer, and every error, goes through Nest's own reply unchanged.
   */
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    const text =
      typeof body === 'object' && body !== null && !Array.isArray(body) ? stringifyReusingSerialised(body) : undefined;
    if (text === undefined) return super.reply(response, body, statusCode);
    if (statusCode) response.status(statusCode);
    if (!response.get('Content-Type')) response.set('Content-Type', 'application/json');
    return response.send(text);
  }
}

/**
 * The request and response classes for Node's HTTP server whose instances are born with `app`'s request and
 * response prototypes, for `http.createServer(options)`.
 *
 * Express gives every request and response its own prototypes with Object.setPrototypeOf (app.handle). In V8 an
 * object whose prototype is changed leaves the tree of hidden classes: each property added to it afterwards (the
 * router's `next`, `params` and `baseUrl`, the body, the visitor id, `res.locals`, ...) makes a new hidden class
 * that no other object shares. So every property read or write on a request or response missed its inline cache
 * and went to the runtime: under callgrind, a stats-only POST /api/analysis spent about a fifth of its
 * instructions there, and Express's hot paths never settled. Made with the right prototype, Express's
 * setPrototypeOf changes nothing (V8 returns early) and each call's objects follow the same hidden classes.
 */
export function expressPrototypedMessages(app: Express): {
  IncomingMessage: typeof IncomingMessage;
  ServerResponse: typeof ServerResponse;
} {
  // Function constructors, as Node's own are: an ES class's prototype cannot be replaced.
  function ExpressRequest(this: IncomingMessage, socket: Socket): void {
    Reflect.apply(IncomingMessage, this, [socket]);
  }
  ExpressRequest.prototype = app.request;
  function ExpressResponse(this: ServerResponse, request: IncomingMessage, options?: object): void {
    Reflect.apply(ServerResponse, this, [request, options]);
  }
  ExpressResponse.prototype = app.response;
  return {
    IncomingMessage: ExpressRequest as unknown as typeof IncomingMessage,
    ServerResponse: ExpressResponse as unknown as typeof ServerResponse,
  };
}
