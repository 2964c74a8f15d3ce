import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import request from 'supertest';
import {
  PAGE_CHUNKS_FILE,
  pageChunkName,
  PRERENDERED_FILES,
  PRERENDERED_REMOTE_SLOT,
  REMOTE_PRELOADS_ELEMENT_ID,
  ROUTES,
  type ApiErrorBody,
  type PrerenderedRoutes,
} from '@fitness/contracts';
import { createApp } from '../../src/bootstrap/create-app';
import { OPENAPI_FILE, renderOpenApiYaml } from '../../src/bootstrap/openapi-file';
import type { AppConfig } from '../../src/config/app-config';
import { SEED_TRAINERS } from '../../src/modules/coaching/seed-trainers';
import { expectErrorBody } from '../support/api-assertions';
import { testConfig } from '../support/test-config';
import { testRun } from '../support/test-run';
import { INVALIDATES_EXTENSION } from '../../src/common/openapi/invalidates-reads.decorator';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('API (bootstrapped as in production)', () => {
  let app: NestExpressApplication;
  let openApiDocument: OpenAPIObject;
  let config: AppConfig;
  const run = testRun();

  beforeAll(async () => {
    config = testConfig();
    ({ app, openApiDocument } = await createApp(config));
  });

  afterAll(async () => {
    await app.close();
  });

  describe('health', () => {
    it('answers liveness with status ok', async () => {
      const response = await request(app.getHttpServer()).get('/api/health').expect(200);
      expect(response.body).toEqual({ status: 'ok' });
    });

    it('answers readiness naming the database and queue it checked', async () => {
      const response = await request(app.getHttpServer()).get('/api/ready').expect(200);
      expect(response.body).toEqual({
        status: 'ready',
        database: { name: run.databaseUrl === undefined ? 'pglite' : 'postgres', ok: true },
        queue: { name: run.redisUrl === undefined ? 'in-process' : 'bullmq', ok: true },
      });
    });
  });

  describe('GET /api/trainers', () => {
    it('lists the seeded trainers in the spec shape', async () => {
      const response = await request(app.getHttpServer()).get('/api/trainers').expect(200);
      const trainers = response.body as Array<Record<string, unknown>>;
      expect(trainers.length).toBeGreaterThanOrEqual(6);
      for (const trainer of trainers) {
        expect(Object.keys(trainer).sort()).toEqual(
          ['avatar', 'certifications', 'experience', 'hourlyRate', 'id', 'name', 'rating', 'specialization'].sort(),
        );
        expect(trainer.id).toMatch(UUID);
        expect(Number.isInteger(trainer.rating)).toBe(true);
        expect(trainer.rating).toBeGreaterThanOrEqual(4);
        expect(trainer.rating).toBeLessThanOrEqual(5);
        expect(trainer.hourlyRate).toBe(100);
        expect(trainer.avatar).toBe(`http://fitness.test/api/trainers/${String(trainer.id)}/avatar.svg`);
      }
      expect(trainers.map((trainer) => trainer.name)).toEqual(
        expect.arrayContaining(SEED_TRAINERS.map((trainer) => trainer.name)),
      );
    });

    it("serves each trainer's avatar as an SVG image from this server", async () => {
      const trainer = SEED_TRAINERS[0]!;
      const response = await request(app.getHttpServer()).get(`/api/trainers/${trainer.id}/avatar.svg`).expect(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(String(response.text ?? response.body)).toContain('<svg');
    });

    it('answers 404 TRAINER_NOT_FOUND for an avatar of an unknown trainer', async () => {
      const response = await request(app.getHttpServer()).get(
        '/api/trainers/00000000-0000-4000-8000-000000000000/avatar.svg',
      );
      expectErrorBody(response, 404, 'TRAINER_NOT_FOUND');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers 400 VALIDATION_FAILED naming the field when the trainer id is not a UUID', async () => {
      const response = await request(app.getHttpServer()).get('/api/trainers/not-a-uuid/avatar.svg');
      const body = expectErrorBody(response, 400, 'VALIDATION_FAILED');
      expect(body.details).toEqual({ id: ['id must be a UUID'] });
    });
  });

  describe('errors', () => {
    it('answers unknown API routes with 404 NOT_FOUND and the request id', async () => {
      const response = await request(app.getHttpServer()).get('/api/no-such-route');
      const body = expectErrorBody(response, 404, 'NOT_FOUND');
      expect(body.requestId).toMatch(UUID);
    });

    it('answers a wrong method on every documented path with 405 and an Allow header naming the right ones', async () => {
      const paths = Object.entries(openApiDocument.paths) as Array<[string, Record<string, unknown>]>;
      expect(paths.length).toBeGreaterThan(20);
      for (const [template, operations] of paths) {
        const documented = Object.keys(operations).map((method) => method.toUpperCase());
        const wrong = ['DELETE', 'PATCH', 'PUT', 'POST', 'GET'].find((method) => !documented.includes(method))!;
        const url = template.replace(/\{[^}]+\}/g, '3f2c8d1e-0000-4000-8000-000000000000');
        const response = await request(app.getHttpServer())[wrong.toLowerCase() as 'get'](url);
        expect([template, wrong, response.status]).toEqual([template, wrong, 405]);
        expect(response.body).toMatchObject({ statusCode: 405, code: 'METHOD_NOT_ALLOWED' });
        const allow = (response.headers.allow as string).split(', ');
        for (const method of documented) expect(allow).toContain(method);
        expect(allow).not.toContain(wrong);
      }
    });

    it('states, on every call that is not a GET, which cached reads it changes: tags of GET operations only', async () => {
      const operations = Object.values(openApiDocument.paths).flatMap(
        (item) => Object.entries(item) as Array<[string, Record<string, unknown>]>,
      );
      const readTags = new Set(
        operations.filter(([method]) => method === 'get').flatMap(([, operation]) => operation.tags as string[]),
      );
      const writes = operations.filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method));
      expect(writes.length).toBeGreaterThan(10);
      for (const [, operation] of writes) {
        const invalidates = operation[INVALIDATES_EXTENSION];
        expect([operation.operationId, Array.isArray(invalidates)]).toEqual([operation.operationId, true]);
        for (const tag of invalidates as string[]) {
          expect([operation.operationId, tag, readTags.has(tag)]).toEqual([operation.operationId, tag, true]);
        }
      }
    });

    it("reuses the caller's x-request-id and echoes it", async () => {
      const response = await request(app.getHttpServer())
        .get('/api/no-such-route')
        .set('x-request-id', 'trace-abc.123');
      expect(response.headers['x-request-id']).toBe('trace-abc.123');
      expect((response.body as ApiErrorBody).requestId).toBe('trace-abc.123');
    });

    it('replaces an unsafe incoming request id with a new one', async () => {
      const response = await request(app.getHttpServer())
        .get('/api/health')
        .set('x-request-id', 'bad id with spaces <script>');
      expect(response.headers['x-request-id']).toMatch(UUID);
    });

    it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
      const response = await request(app.getHttpServer())
        .post('/api/trainers')
        .set('content-type', 'application/json')
        .send('{"email": ');
      expectErrorBody(response, 400, 'MALFORMED_JSON');
    });

    /** Every operation of the live document that takes a JSON body, with its path's parameters filled in. */
    type BodyMethod = 'post' | 'put' | 'patch' | 'delete';
    function operationsWithBodies(): Array<{ method: BodyMethod; url: string }> {
      const operations: Array<{ method: BodyMethod; url: string }> = [];
      for (const [route, item] of Object.entries(openApiDocument.paths)) {
        for (const method of ['post', 'put', 'patch', 'delete'] as const) {
          if (item[method]?.requestBody === undefined) continue;
          operations.push({ method, url: route.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000') });
        }
      }
      return operations;
    }

    it('answers a body nested thousands deep with 400 JSON_TOO_DEEP on every operation, never a 500', async () => {
      const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
      const operations = operationsWithBodies();
      expect(operations.length).toBeGreaterThanOrEqual(5);
      for (const { method, url } of operations) {
        const response = await request(app.getHttpServer())[method](url).set('content-type', 'application/json').send(deep);
        expectErrorBody(response, 400, 'JSON_TOO_DEEP');
      }
    });

    it('answers a body of tens of thousands of tiny objects with 400 JSON_TOO_MANY_VALUES before any rule runs', async () => {
      // The ignored userAnalysis field once took up to 1 MB of them and held the event loop for 0.44 s.
      const userAnalysis = Object.fromEntries(Array.from({ length: 70_000 }, (_unused, index) => [`k${index}`, {}]));
      const body = JSON.stringify({ question: 'How do I get abs?', analysisId: '00000000-0000-4000-8000-000000000000', userAnalysis });
      expect(body.length).toBeLessThan(1_000_000);
      const response = await request(app.getHttpServer()).post('/api/ask-expert').set('content-type', 'application/json').send(body);
      expectErrorBody(response, 400, 'JSON_TOO_MANY_VALUES');
    });

    it.each([
      ['a lone high surrogate', '{"email":"\\ud800@example.com"}'],
      ['a lone low surrogate in a key', '{"\\udc00":"x","email":"a@example.com"}'],
      ['a NUL character', '{"email":"a\\u0000@example.com"}'],
    ])('answers %s with 400 INVALID_UNICODE on every operation, never a 500', async (_label, body) => {
      for (const { method, url } of operationsWithBodies()) {
        const response = await request(app.getHttpServer())[method](url).set('content-type', 'application/json').send(body);
        expectErrorBody(response, 400, 'INVALID_UNICODE');
      }
    });

    it('accepts a well-formed pair of surrogates (an emoji) as text', async () => {
      const response = await request(app.getHttpServer())
        .post('/api/users')
        .set('content-type', 'application/json')
        .send('{"email":"\\ud83d\\ude00@example.com"}');
      expect(response.status).not.toBe(500);
      expect((response.body as { code?: string }).code).not.toBe('INVALID_UNICODE');
    });

    it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
      const response = await request(app.getHttpServer())
        .post('/api/trainers')
        .set('content-type', 'application/json')
        .send(JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 1) }));
      expectErrorBody(response, 413, 'PAYLOAD_TOO_LARGE');
    });
  });

  describe('security headers', () => {
    it('sends a CSP that allows our own scripts, inline styles and data/blob images', async () => {
      const response = await request(app.getHttpServer()).get('/api/health');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).not.toMatch(/https?:\/\/(?!localhost)/);
    });
  });

  describe('OpenAPI', () => {
    it('serves the spec at /api/docs-json with method-name operation ids and the error schema', async () => {
      const response = await request(app.getHttpServer()).get('/api/docs-json').expect(200);
      const document = response.body as OpenAPIObject;
      expect(document.paths['/api/trainers']?.get?.operationId).toBe('listTrainers');
      expect(document.paths['/api/ready']?.get?.operationId).toBe('getReadiness');
      expect(document.components?.schemas).toHaveProperty('ApiErrorBodyDto');
      expect(Object.keys(document.paths).every((route) => route.startsWith('/api/'))).toBe(true);
    });

    it('serves the Swagger UI at /api/docs', async () => {
      const response = await request(app.getHttpServer()).get('/api/docs').redirects(1).expect(200);
      expect(response.text).toContain('swagger-ui');
    });

    it('matches the committed openapi.yaml (run `npm run openapi -w @fitness/backend` when this fails)', async () => {
      const committed = await readFile(OPENAPI_FILE, 'utf8');
      expect(committed).toBe(renderOpenApiYaml(openApiDocument));
    });
  });

  describe('frontend hosting', () => {
    const shellDist = (): string => path.join(config.FRONTEND_DIST_DIR, 'shell', 'dist');

    it('tells the visitor to build the frontend while the shell is not built', async () => {
      const response = await request(app.getHttpServer()).get('/').set('accept', 'text/html').expect(200);
      expect(response.text).toContain('npm run build');
    });

    it('serves the shell index for page navigations and its files as they are', async () => {
      await mkdir(shellDist(), { recursive: true });
      await writeFile(path.join(shellDist(), 'index.html'), '<!doctype html><title>Fitness shell</title>');
      await writeFile(path.join(shellDist(), 'main.0123abcd.js'), 'console.log("shell")');

      const deepLink = await request(app.getHttpServer()).get('/analysis/123').set('accept', 'text/html').expect(200);
      expect(deepLink.text).toContain('Fitness shell');
      const asset = await request(app.getHttpServer()).get('/main.0123abcd.js').expect(200);
      expect(asset.headers['cache-control']).toContain('immutable');
    });

    it('serves the shell at / and on page routes to any client, but not for a missing asset', async () => {
      await mkdir(shellDist(), { recursive: true });
      await writeFile(path.join(shellDist(), 'index.html'), '<!doctype html><title>Fitness shell</title>');

      const home = await request(app.getHttpServer()).get('/').set('accept', '*/*').expect(200);
      expect(home.text).toContain('Fitness shell');
      const page = await request(app.getHttpServer()).get('/free-analysis').set('accept', '*/*').expect(200);
      expect(page.text).toContain('Fitness shell');
      const missingAsset = await request(app.getHttpServer()).get('/old-chunk.js').set('accept', '*/*');
      expectErrorBody(missingAsset, 404, 'NOT_FOUND');
    });

    it('serves each remote under /mf/<name>/ and answers a missing remote file with a JSON 404, not the shell', async () => {
      const analysisDist = path.join(config.FRONTEND_DIST_DIR, 'analysis-mfe', 'dist');
      await mkdir(analysisDist, { recursive: true });
      await writeFile(path.join(analysisDist, 'mf-manifest.json'), '{"name":"analysis"}');

      const manifest = await request(app.getHttpServer()).get('/mf/analysis/mf-manifest.json').expect(200);
      expect(manifest.body).toEqual({ name: 'analysis' });
      expect(manifest.headers['cache-control']).toBe('no-cache');
      const missing = await request(app.getHttpServer()).get('/mf/analysis/missing.js').set('accept', 'text/html,*/*');
      expectErrorBody(missing, 404, 'NOT_FOUND');
    });

    it('never serves source maps, from the shell or a remote', async () => {
      const analysisDist = path.join(config.FRONTEND_DIST_DIR, 'analysis-mfe', 'dist');
      await mkdir(shellDist(), { recursive: true });
      await mkdir(analysisDist, { recursive: true });
      await writeFile(path.join(shellDist(), 'main.js.map'), '{"sources":["secret.tsx"]}');
      await writeFile(path.join(analysisDist, 'remoteEntry.js.map'), '{"sources":["secret.tsx"]}');

      for (const url of ['/main.js.map', '/mf/analysis/remoteEntry.js.map']) {
        const response = await request(app.getHttpServer()).get(url).set('accept', '*/*');
        expectErrorBody(response, 404, 'NOT_FOUND');
        expect(response.text).not.toContain('secret.tsx');
      }
    });

    it('sends the precompressed copy (brotli or gzip) the browser accepts, and the original to one that accepts neither', async () => {
      const builtConfig = testConfig();
      const analysisDist = path.join(builtConfig.FRONTEND_DIST_DIR, 'analysis-mfe', 'dist');
      const source = `console.log(${JSON.stringify('antd '.repeat(400))})`;
      await mkdir(analysisDist, { recursive: true });
      await writeFile(path.join(analysisDist, '171.46888247.js'), source);
      await writeFile(path.join(analysisDist, '171.46888247.js.br'), brotliCompressSync(source));
      await writeFile(path.join(analysisDist, '171.46888247.js.gz'), gzipSync(source));
      const built = await createApp(builtConfig);
      try {
        // supertest decodes what it is sent, so each body is compared with the source; the headers say what travelled.
        const fetchAsset = (acceptEncoding: string) =>
          request(built.app.getHttpServer())
            .get('/mf/analysis/171.46888247.js')
            .set('accept-encoding', acceptEncoding)
            .expect(200);

        const brotli = await fetchAsset('gzip, deflate, br');
        expect(brotli.headers['content-encoding']).toBe('br');
        expect(Number(brotli.headers['content-length'])).toBe(brotliCompressSync(source).length);
        expect(brotli.headers['content-type']).toMatch(/javascript/);
        expect(brotli.headers.vary).toMatch(/accept-encoding/i);
        expect(brotli.headers['cache-control']).toContain('immutable');
        expect(brotli.text).toBe(source);

        const gzip = await fetchAsset('gzip');
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(gzip.text).toBe(source);

        const identity = await fetchAsset('identity');
        expect(identity.headers['content-encoding']).toBeUndefined();
        expect(Number(identity.headers['content-length'])).toBe(source.length);
        expect(identity.text).toBe(source);
      } finally {
        await built.app.close();
      }
    });

    it('answers "/" with the landing page prerendered at build time (compressed), and other page routes with index.html', async () => {
      const builtConfig = testConfig();
      const builtShell = path.join(builtConfig.FRONTEND_DIST_DIR, 'shell', 'dist');
      const landing = `<!doctype html><title>Fitness</title><div id="root"><h1>${'Know your body. '.repeat(40)}</h1></div>`;
      await mkdir(builtShell, { recursive: true });
      await writeFile(path.join(builtShell, 'index.html'), '<!doctype html><title>Fitness shell</title>');
      await writeFile(path.join(builtShell, 'landing.html'), landing);
      await writeFile(path.join(builtShell, 'landing.html.br'), brotliCompressSync(landing));
      const built = await createApp(builtConfig);
      try {
        const visit = (url: string) =>
          request(built.app.getHttpServer())
            .get(url)
            .set('accept', 'text/html')
            .set('accept-encoding', 'gzip, deflate, br')
            .expect(200);

        const home = await visit('/');
        expect(home.text).toBe(landing);
        expect(home.headers['content-encoding']).toBe('br');
        expect(home.headers['content-type']).toMatch(/text\/html/);
        expect(home.headers['cache-control']).toBe('no-cache');
        // A query (e.g. a toast's trigger) does not change the page the server sends.
        expect((await visit('/?payment=cancelled')).text).toBe(landing);
        expect((await visit('/free-analysis')).text).toContain('Fitness shell');
        expect((await visit('/analysis/123')).text).toContain('Fitness shell');
      } finally {
        await built.app.close();
      }
    });

    it("answers a route its remote prerenders with the shell's frame around the remote's markup and styles, rebuilt when a file is", async () => {
      const builtConfig = testConfig();
      const builtShell = path.join(builtConfig.FRONTEND_DIST_DIR, 'shell', 'dist');
      const builtAnalysis = path.join(builtConfig.FRONTEND_DIST_DIR, 'analysis-mfe', 'dist');
      const frame = (label: string) =>
        `<!doctype html><html><head><title>Fitness</title></head><body><div id="root"><header>${label}</header>` +
        `<main><div class="remote-mount__prerendered" inert="">${PRERENDERED_REMOTE_SLOT}</div></main></div></body></html>`;
      const routes = (heading: string): PrerenderedRoutes => ({
        // `$&` would be expanded by a string replacement: the markup must arrive as built.
        '/free-analysis': { html: `<h1>${heading}</h1><p>costs $& nothing</p>`, css: 'h1{color:green}' },
        // A variant picked by its query (prerenderedRouteKey).
        '/coming-soon?type=coaching': { html: '<h1>Coaching soon</h1>', css: '' },
        // Every page of a route with a parameter (its loading view).
        '/analysis/:userId': { html: '<h1>Loading results</h1>', css: '' },
      });
      await mkdir(builtShell, { recursive: true });
      await mkdir(builtAnalysis, { recursive: true });
      await writeFile(path.join(builtShell, 'index.html'), '<!doctype html><title>Fitness shell</title>');
      await writeFile(path.join(builtShell, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      await writeFile(path.join(builtShell, PRERENDERED_FILES.remoteRoute), frame('header one'));
      await writeFile(path.join(builtAnalysis, PRERENDERED_FILES.remoteRoutes), JSON.stringify(routes('Upload')));
      const built = await createApp(builtConfig);
      try {
        const visit = (url: string, acceptEncoding = 'gzip, deflate, br') =>
          request(built.app.getHttpServer())
            .get(url)
            .set('accept', 'text/html')
            .set('accept-encoding', acceptEncoding)
            .expect(200);

        const page = await visit('/free-analysis?step=1');
        expect(page.headers['content-encoding']).toBe('br');
        expect(page.headers['content-type']).toMatch(/text\/html/);
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(page.headers.vary).toMatch(/accept-encoding/i);
        expect(page.text).toBe(
          '<!doctype html><html><head><title>Fitness</title><style data-prerendered-route>h1{color:green}</style></head>' +
            '<body><div id="root"><header>header one</header><main><div class="remote-mount__prerendered" inert="">' +
            '<h1>Upload</h1><p>costs $& nothing</p></div></main></div></body></html>',
        );
        expect((await visit('/free-analysis', 'gzip')).headers['content-encoding']).toBe('gzip');
        const plain = await visit('/free-analysis', 'identity');
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.text).toBe(page.text);
        // Routes the remote does not prerender are rendered in the browser; a built file opened as a page is the file.
        expect((await visit('/weekly-plan')).text).toContain('Fitness shell');
        expect((await visit('/analysis/0b7c2a3e-1111-4222-8333-444455556666')).text).toContain('<h1>Loading results</h1>');
        expect((await visit('/analysis/0b7c2a3e-1111-4222-8333-444455556666?access=t0k3n')).text).toContain('Fitness shell');
        // A query that picks another variant of the page gets the browser's rendering; one that does not, the page.
        expect((await visit('/coming-soon?analysisId=a1&type=coaching')).text).toContain('<h1>Coaching soon</h1>');
        expect((await visit('/coming-soon?type=coaching&submitted=true')).text).toContain('Fitness shell');
        expect((await visit('/coming-soon')).text).toContain('Fitness shell');
        const favicon = await visit('/favicon.svg');
        expect(favicon.headers['content-type']).toMatch(/image\/svg\+xml/);
        expect(Number(favicon.headers['content-length'])).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>'.length);
        // A visit that has the page already is told so, in any encoding.
        const revisit = (etag: string) =>
          request(built.app.getHttpServer())
            .get('/free-analysis')
            .set('accept', 'text/html')
            .set('accept-encoding', 'gzip')
            .set('if-none-match', etag);
        expect(page.headers.etag).toMatch(/^W\/"/);
        expect(plain.headers.etag).toBe(page.headers.etag);
        expect((await revisit(page.headers.etag)).status).toBe(304);

        // A new build of either side is picked up without a restart.
        await writeFile(path.join(builtAnalysis, PRERENDERED_FILES.remoteRoutes), JSON.stringify(routes('Photos')));
        await writeFile(path.join(builtShell, PRERENDERED_FILES.remoteRoute), frame('header two'));
        const rebuilt = await visit('/free-analysis');
        expect(rebuilt.text).toContain('<header>header two</header>');
        expect(rebuilt.text).toContain('<h1>Photos</h1>');
        expect((await revisit(page.headers.etag)).status).toBe(200);

        // A frame without its slot cannot hold the page: the browser renders the route instead.
        await writeFile(path.join(builtShell, PRERENDERED_FILES.remoteRoute), '<html><head></head><body></body></html>');
        expect((await visit('/free-analysis')).text).toContain('Fitness shell');
      } finally {
        await built.app.close();
      }
    });

    it('does not use the prerendered routes of a remote deployed elsewhere, which may be another build', async () => {
      const builtConfig = testConfig({ env: { ANALYSIS_MFE_URL: 'https://cdn.example.com/analysis/mf-manifest.json' } });
      const builtShell = path.join(builtConfig.FRONTEND_DIST_DIR, 'shell', 'dist');
      const builtAnalysis = path.join(builtConfig.FRONTEND_DIST_DIR, 'analysis-mfe', 'dist');
      await mkdir(builtShell, { recursive: true });
      await mkdir(builtAnalysis, { recursive: true });
      await writeFile(path.join(builtShell, 'index.html'), '<!doctype html><title>Fitness shell</title>');
      await writeFile(
        path.join(builtShell, PRERENDERED_FILES.remoteRoute),
        `<html><head></head><body><main>${PRERENDERED_REMOTE_SLOT}</main></body></html>`,
      );
      const routes: PrerenderedRoutes = { '/free-analysis': { html: '<h1>Old build</h1>', css: '' } };
      await writeFile(path.join(builtAnalysis, PRERENDERED_FILES.remoteRoutes), JSON.stringify(routes));
      const built = await createApp(builtConfig);
      try {
        const page = await request(built.app.getHttpServer())
          .get('/free-analysis')
          .set('accept', 'text/html')
          .expect(200);
        expect(page.text).toContain('Fitness shell');
      } finally {
        await built.app.close();
      }
    });

    it("sends a remote's page with its manifests to fetch, and the remote's scripts and its page's to fetch once it has painted", async () => {
      const builtConfig = testConfig({
        env: { COACHING_MFE_URL: 'https://cdn.example.com/coaching/mf-manifest.json' },
      });
      const builtShell = path.join(builtConfig.FRONTEND_DIST_DIR, 'shell', 'dist');
      const builtPlans = path.join(builtConfig.FRONTEND_DIST_DIR, 'plans-mfe', 'dist');
      await mkdir(builtShell, { recursive: true });
      await mkdir(builtPlans, { recursive: true });
      await writeFile(
        path.join(builtShell, 'index.html'),
        '<!doctype html><html><head><title>Fitness shell</title></head><body></body></html>',
      );
      const shared = (name: string, file: string) => ({ name, assets: { js: { sync: [file], async: [] } } });
      const manifest = (appChunks: string[]) =>
        JSON.stringify({
          metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
          exposes: [{ path: './App', assets: { js: { sync: appChunks, async: ['page.1.js'] } } }],
          shared: [shared('react', '41.react.js'), shared('@reduxjs/toolkit', '939.rtk.js')],
        });
      await writeFile(
        path.join(builtPlans, 'mf-manifest.json'),
        manifest(['57.aaaa1111.js', 'expose_App.bbbb2222.js']),
      );
      await writeFile(
        path.join(builtPlans, PAGE_CHUNKS_FILE),
        JSON.stringify({
          [pageChunkName(ROUTES.checkout)]: ['808.common.js', 'page-checkout.cccc.js'],
          [pageChunkName(ROUTES.comingSoon)]: ['808.common.js', 'page-coming-soon.dddd.js'],
        }),
      );
      const built = await createApp(builtConfig);
      try {
        // The page's Link header, and its JSON block for REMOTE_PRELOADS_SCRIPT (undefined when it has none).
        const preloadsOf = async (url: string) => {
          const page = await request(built.app.getHttpServer()).get(url).set('accept', 'text/html').expect(200);
          const block = new RegExp(
            `<script type="application/json" id="${REMOTE_PRELOADS_ELEMENT_ID}">(.*?)</script></head>`,
          ).exec(page.text);
          return { link: page.headers.link, scripts: block ? (JSON.parse(block[1]) as string[]) : undefined };
        };

        // The two manifests with the page, then the plans remote's scripts, in the order given, once it has painted.
        const manifestsThenScripts = (...scripts: string[]) => ({
          link: '</remotes.json>; rel=preload; as=fetch; crossorigin, </mf/plans/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
          scripts: scripts.map((script) => `/mf/plans/${script}`),
        });
        const app = ['remoteEntry.js', '57.aaaa1111.js', 'expose_App.bbbb2222.js'];
        const checkoutPage = ['808.common.js', 'page-checkout.cccc.js'];

        // Without the shell's manifest, which shared modules the remote brings itself is not known.
        expect(await preloadsOf('/checkout?analysisId=a1')).toEqual(manifestsThenScripts(...app, ...checkoutPage));
        // With it: the remote's own copy of what the shell does not share (React is the shell's), then the page's.
        await writeFile(
          path.join(builtShell, 'mf-manifest.json'),
          JSON.stringify({ shared: [shared('react', '41.s.js')] }),
        );
        expect(await preloadsOf('/checkout?analysisId=a1')).toEqual(
          manifestsThenScripts(...app, '939.rtk.js', ...checkoutPage),
        );
        // The route table decides the remote and its page, query included; a new build is read without a restart.
        await writeFile(path.join(builtPlans, 'mf-manifest.json'), manifest(['expose_App.cccc3333.js']));
        const comingSoon = (await preloadsOf('/coming-soon?type=plan')).scripts;
        expect(comingSoon).toContain('/mf/plans/expose_App.cccc3333.js');
        expect(comingSoon).toContain('/mf/plans/page-coming-soon.dddd.js');
        expect(comingSoon?.join(' ')).not.toContain('page-checkout');
        // A page whose chunks the build did not list still gets the remote's code.
        expect((await preloadsOf('/questionnaire')).scripts).toContain('/mf/plans/expose_App.cccc3333.js');
        // No remote's page, a remote deployed elsewhere (another build), or a remote not built: nothing to preload.
        for (const page of ['/', '/no-such-page', '/coming-soon?type=coaching', '/free-analysis']) {
          expect(await preloadsOf(page)).toEqual({ link: undefined, scripts: undefined });
        }
      } finally {
        await built.app.close();
      }
    });

    it('does not answer unknown API routes with the shell even when the caller accepts HTML', async () => {
      const response = await request(app.getHttpServer()).get('/api/nothing-here').set('accept', 'text/html');
      expectErrorBody(response, 404, 'NOT_FOUND');
    });

    it('publishes the remote manifest addresses at /remotes.json', async () => {
      const response = await request(app.getHttpServer()).get('/remotes.json').expect(200);
      expect(response.body).toEqual({
        analysis: '/mf/analysis/mf-manifest.json',
        plans: '/mf/plans/mf-manifest.json',
        coaching: '/mf/coaching/mf-manifest.json',
      });
    });
  });
});
