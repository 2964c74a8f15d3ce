import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A PaymentIntent as this fake keeps it, in Stripe's own JSON shape. */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  description: string | null;
  last_payment_error: { message: string } | null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: Record<string, string>;
}

/**
 * A local stand-in for the part of Stripe's HTTP API the adapter uses (create and retrieve PaymentIntents, with
 * Idempotency-Key), so the real `stripe` SDK is tested end to end without the network. Tests change an intent's
 * status or amount as Stripe would after a payment.
 */
export class FakeStripeServer {
  readonly intents = new Map<string, FakeIntent>();
  readonly requests: RecordedRequest[] = [];
  private readonly byIdempotencyKey = new Map<string, string>();
  private server: Server | undefined;
  private refusal: { status: number; error: Record<string, string> } | undefined;

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** Answers the next request with Stripe's error shape and this status (e.g. 401 authentication_error). */
  refuseNext(status: number, error: Record<string, string>): void {
    this.refusal = { status, error };
  }

  setIntent(id: string, change: Partial<FakeIntent>): void {
    this.intents.set(id, { ...this.intents.get(id)!, ...change });
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    const path = (request.url ?? '').split('?')[0];
    this.requests.push({ method: request.method ?? '', path, headers: request.headers, form });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
      response.end(JSON.stringify(body));
    };
    if (this.refusal !== undefined) {
      const { status, error } = this.refusal;
      this.refusal = undefined;
      return send(status, { error });
    }
    if (request.method === 'POST' && path === '/v1/payment_intents') {
      const key = request.headers['idempotency-key'];
      const known = typeof key === 'string' ? this.byIdempotencyKey.get(key) : undefined;
      if (known !== undefined) return send(200, this.intents.get(known));
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const metadata: Record<string, string> = {};
      for (const [name, value] of Object.entries(form)) {
        const match = /^metadata\[(.+)\]$/.exec(name);
        if (match) metadata[match[1]] = value;
      }
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: form.currency,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        metadata,
        automatic_payment_methods: form['automatic_payment_methods[enabled]'] === 'true' ? { enabled: true } : null,
        description: form.description ?? null,
        last_payment_error: null,
      };
      this.intents.set(id, intent);
      if (typeof key === 'string') this.byIdempotencyKey.set(key, id);
      return send(200, intent);
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && retrieve) {
      const intent = this.intents.get(retrieve[1]);
      if (intent === undefined) {
        return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${retrieve[1]}'` } });
      }
      return send(200, intent);
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path})` } });
  }
}
