import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CRC32C } from '@google-cloud/storage';

// A tiny stand-in for the Cloud Storage JSON API on loopback: just what GcsFileStorage calls (multipart upload
// with an ifGenerationMatch precondition, object metadata, media download, delete, paged list), one bucket.

export interface FakeGcsObject {
  bytes: Buffer;
  contentType: string;
  generation: number;
  timeCreated: Date;
}

export interface FakeGcsServer {
  /** The apiEndpoint to give the client, e.g. http://127.0.0.1:40123 */
  endpoint: string;
  objects: Map<string, FakeGcsObject>;
  close(): Promise<void>;
}

function resourceOf(bucket: string, name: string, object: FakeGcsObject): Record<string, unknown> {
  const crc32c = new CRC32C();
  crc32c.update(object.bytes);
  return {
    kind: 'storage#object',
    bucket,
    name,
    generation: String(object.generation),
    size: String(object.bytes.length),
    contentType: object.contentType,
    timeCreated: object.timeCreated.toISOString(),
    updated: object.timeCreated.toISOString(),
    md5Hash: createHash('md5').update(object.bytes).digest('base64'),
    crc32c: crc32c.toString(),
  };
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function sendError(response: ServerResponse, status: number, message: string): void {
  sendJson(response, status, { error: { code: status, message, errors: [{ message, reason: 'fake' }] } });
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The parts of a multipart/related body: [JSON metadata, media]. */
function multipartParts(body: Buffer, contentType: string): Array<{ headers: string; content: Buffer }> {
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  if (boundary === undefined) throw new Error('no multipart boundary');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Array<{ headers: string; content: Buffer }> = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length, next);
    const headerEnd = part.indexOf('\r\n\r\n');
    // Each part is CRLF, headers, a blank line, the content, then CRLF before the next delimiter.
    parts.push({
      headers: part.subarray(0, headerEnd).toString(),
      content: part.subarray(headerEnd + 4, part.length - 2),
    });
    start = next;
  }
  return parts;
}

export async function startFakeGcsServer(bucket: string, options: { pageSize?: number } = {}): Promise<FakeGcsServer> {
  const objects = new Map<string, FakeGcsObject>();
  let generation = 1000;
  const pageSize = options.pageSize ?? 1000;

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const query = url.searchParams;
    const objectsPath = `/storage/v1/b/${bucket}/o`;

    if (
      request.method === 'POST' &&
      url.pathname === `/upload${objectsPath}` &&
      query.get('uploadType') === 'multipart'
    ) {
      const name = query.get('name') ?? '';
      const [metadataPart, media] = multipartParts(await readBody(request), request.headers['content-type'] ?? '');
      if (metadataPart === undefined || media === undefined) return sendError(response, 400, 'bad multipart body');
      if (query.get('ifGenerationMatch') === '0' && objects.has(name))
        return sendError(response, 412, 'Precondition Failed');
      const metadata = JSON.parse(metadataPart.content.toString()) as { contentType?: string };
      const stored = {
        bytes: media.content,
        contentType: metadata.contentType ?? 'application/octet-stream',
        generation: ++generation,
        timeCreated: new Date(),
      };
      objects.set(name, stored);
      return sendJson(response, 200, resourceOf(bucket, name, stored));
    }

    if (request.method === 'GET' && url.pathname === objectsPath) {
      const names = [...objects.keys()].filter((name) => name.startsWith(query.get('prefix') ?? '')).sort();
      const start = Number(query.get('pageToken') ?? 0);
      const page = names.slice(start, start + pageSize);
      const nextPageToken = start + pageSize < names.length ? String(start + pageSize) : undefined;
      return sendJson(response, 200, {
        kind: 'storage#objects',
        items: page.map((name) => resourceOf(bucket, name, objects.get(name)!)),
        nextPageToken,
      });
    }

    if (url.pathname.startsWith(`${objectsPath}/`)) {
      const name = decodeURIComponent(url.pathname.slice(objectsPath.length + 1));
      const object = objects.get(name);
      const wantedGeneration = query.get('generation');
      if (object === undefined || (wantedGeneration !== null && wantedGeneration !== String(object.generation))) {
        return sendError(response, 404, `No such object: ${bucket}/${name}`);
      }
      if (request.method === 'DELETE') {
        objects.delete(name);
        response.writeHead(204).end();
        return;
      }
      if (request.method === 'GET' && query.get('alt') === 'media') {
        const { md5Hash, crc32c } = resourceOf(bucket, name, object) as { md5Hash: string; crc32c: string };
        response
          .writeHead(200, {
            'content-type': object.contentType,
            'x-goog-hash': `crc32c=${crc32c},md5=${md5Hash}`,
            'x-goog-stored-content-encoding': 'identity',
          })
          .end(object.bytes);
        return;
      }
      if (request.method === 'GET') return sendJson(response, 200, resourceOf(bucket, name, object));
    }
    sendError(response, 404, `This fake GCS server has no route for ${request.method} ${url.pathname}`);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => sendError(response, 500, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
