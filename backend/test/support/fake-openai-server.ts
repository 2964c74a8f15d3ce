import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCompletion {
  authorization: string | undefined;
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    max_tokens?: number;
    response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
  };
}

export type FakeReply =
  { status: 200; content: string; error?: never } | { status: 400 | 429 | 500 | 503; error: string; content?: never };

/**
 * A minimal OpenAI-compatible server on loopback: records each chat-completions request and answers with the
 * reply the test set. Enough for the `openai` SDK; not a model.
 */
export class FakeOpenAiServer {
  readonly requests: RecordedCompletion[] = [];
  reply: FakeReply = { status: 200, content: 'ok' };
  /** Replies used one per request, in order, before `reply` (a model that answers differently when asked again). */
  replies: FakeReply[] = [];
  private server?: Server;

  get baseURL(): string {
    const { port } = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${port}/v1`;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void readJson(request).then((body) => {
        if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
          response.writeHead(404).end();
          return;
        }
        this.requests.push({ authorization: request.headers.authorization, body: body as RecordedCompletion['body'] });
        const reply = this.replies.shift() ?? this.reply;
        response.setHeader('Content-Type', 'application/json');
        if (reply.error !== undefined) {
          response.writeHead(reply.status).end(JSON.stringify({ error: { message: reply.error } }));
          return;
        }
        response.writeHead(200).end(
          JSON.stringify({
            id: `chatcmpl-${this.requests.length}`,
            object: 'chat.completion',
            created: 0,
            model: (body as { model: string }).model,
            choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply.content } }],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? {} : (JSON.parse(text) as unknown);
}
