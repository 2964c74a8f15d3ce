import { ExpressAdapter } from '@nestjs/platform-express';
import type { Response } from 'express';
import { stringifyReusingSerialised } from '../common/http/json-serialised-once';

/**
 * Nest's Express adapter, except that an answer holding a document already serialised for the database (see
 * json-serialised-once.ts) reuses that text instead of serialising it again. Headers and status are what
 * `res.json` gives (the app sets no json replacer, spaces or escape for it to apply); every other answer, and
 * every error, goes through Nest's own reply unchanged.
 */
export class JsonReusingExpressAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    const text =
      typeof body === 'object' && body !== null && !Array.isArray(body) ? stringifyReusingSerialised(body) : undefined;
    if (text === undefined) return super.reply(response, body, statusCode);
    if (statusCode) response.status(statusCode);
    if (!response.get('Content-Type')) response.set('Content-Type', 'application/json');
    return response.send(text);
  }
}
