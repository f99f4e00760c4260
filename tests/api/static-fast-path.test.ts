import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { staticFastPath } from '../../api/fast/index.ts';
import { memoryLogger } from '../../api/log.ts';
import type { RunningServer } from '../../api/server.ts';
import { precompressBuild } from '../../api/static/precompress.ts';
import { liveDirCheckMs } from '../../api/static/serve-build.ts';
import { writeFakeBuild } from './helpers/fake-build.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { expectPersistsQuietly, startWireServer, wireRequest } from './helpers/wire.ts';

let t: TestApp;
let running: RunningServer;
const longPage = `<!doctype html><title>About</title>${'<p>Jesus loves the little children.</p>'.repeat(100)}`;

beforeAll(async () => {
  t = await createTestApp();
  const dir = writeFakeBuild(t.deps.buildStore, {
    'index.html': '<!doctype html><title>Home</title>',
    'about/index.html': longPage,
    '404.html': '<!doctype html><title>Page not found</title>',
    '_astro/app.1234abcd.js': `console.log("${'hi'.repeat(800)}")`,
    'bible-data/en-kjv/books.json': '[]',
    'bible/kjv/john/3/index.html': longPage,
  });
  await precompressBuild(dir);
  running = await startWireServer(t, memoryLogger());
});
afterAll(async () => {
  await running.close();
  await t.close();
});

const raw = (method: string, pathname: string, headers: Record<string, string> = {}) =>
  wireRequest(running, method, pathname, headers);

/** A header of a fast-path answer (its headers are a flat list of names and values). */
function headerOf(
  answer: { headers: readonly string[] } | null | undefined,
  name: string,
): string | undefined {
  const at = answer?.headers.findIndex((entry, i) => i % 2 === 0 && entry === name) ?? -1;
  return at < 0 ? undefined : answer?.headers[at + 1];
}

describe('static files answered before Hono', () => {
  it('gives the same status, headers and bytes as the answer through Hono', async () => {
    const cases: Array<[string, Record<string, string>]> = [
      ['/about/', { 'accept-encoding': 'gzip, deflate, br' }],
      ['/about/', { 'accept-encoding': 'gzip' }],
      ['/about/', {}],
      ['/', {}],
      ['/_astro/app.1234abcd.js', { 'accept-encoding': 'br' }],
      ['/bible-data/en-kjv/books.json', {}],
    ];
    for (const [pathname, asked] of cases) {
      // The same X-Request-Id to both: it is echoed, so the answers are byte for byte the same.
      const headers = { ...asked, 'x-request-id': 'same-request' };
      // The first answer goes through Hono and keeps the body in memory; the second comes from memory.
      const first = await raw('GET', pathname, headers);
      const second = await raw('GET', pathname, headers);
      expect(first.status, pathname).toBe(200);
      expect(second).toEqual(first);
      expect(second.headers['x-request-id']).toBe('same-request');
      const etag = first.headers.etag as string;
      const notModified = await raw('GET', pathname, { ...headers, 'if-none-match': etag });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      expect(notModified.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      const since = await raw('GET', pathname, {
        ...headers,
        'if-modified-since': first.headers['last-modified'] as string,
      });
      expect(since.status).toBe(304);
    }
  });

  it('takes only plain GETs of files in memory; the rest goes through Hono', async () => {
    const app = createApp(t.deps);
    const fromMemory = staticFastPath(app)!;
    const none = () => undefined;
    // Not read yet: the build's manifest and the body come through Hono first.
    expect(fromMemory('GET', '/about/', none)).toBeNull();
    await (await app.request('/about/')).arrayBuffer();
    expect(fromMemory('GET', '/about/', none)?.status).toBe(200);
    expect(headerOf(fromMemory('GET', '/about/', none), 'x-frame-options')).toBe('DENY');
    for (const url of [
      '/about',
      '/about/?q=1',
      '/about/../about/',
      '/%61bout/',
      '//about/',
      '/.env',
      '/static-files.json',
    ]) {
      expect(fromMemory('GET', url, none), url).toBeNull();
    }
    expect(fromMemory('HEAD', '/about/', none)).toBeNull();
    expect(fromMemory('POST', '/about/', none)).toBeNull();
    expect(fromMemory('GET', '/api/health', none)).toBeNull();
    expect(fromMemory('GET', '/missing/', none)).toBeNull();
  });

  it('gives each request its own encoding when clients alternate on one path, and refuses twice', async () => {
    const app = createApp(t.deps);
    const fromMemory = staticFastPath(app)!;
    const asks = ['br', 'gzip', undefined, 'gzip, br', 'gzip', 'identity', 'br'];
    for (const accept of asks) {
      await (
        await app.request('/about/', { headers: accept ? { 'accept-encoding': accept } : {} })
      ).arrayBuffer();
    }
    const expected = (accept: string | undefined) =>
      accept?.includes('br') ? 'br' : accept?.includes('gzip') ? 'gzip' : undefined;
    for (const accept of [...asks, ...asks]) {
      const headers: Record<string, string | undefined> = { 'accept-encoding': accept };
      const answer = fromMemory('GET', '/about/', (name) => headers[name]);
      expect(answer?.status, accept).toBe(200);
      expect(headerOf(answer, 'content-encoding'), accept).toBe(expected(accept));
      expect(headerOf(answer, 'content-length'), accept).toBe(String(answer?.body?.length));
      headers['if-none-match'] = headerOf(answer, 'etag');
      expect(fromMemory('GET', '/about/', (name) => headers[name])?.status, accept).toBe(304);
    }
    // A path refused once is remembered as refused.
    for (const url of ['/api/health', '/about', '/.env', '/missing/', '/api/health', '/about', '/.env']) {
      expect(
        fromMemory('GET', url, () => undefined),
        url,
      ).toBeNull();
    }
  });

  it('still answers redirects, 404s, HEAD and the API through Hono', async () => {
    expect((await raw('GET', '/about')).status).toBe(301);
    expect((await raw('GET', '/nope/')).status).toBe(404);
    const head = await raw('HEAD', '/about/');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect((await raw('GET', '/api/health')).headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps an HTTP/1.1 connection without Connection and Keep-Alive lines; closes one asked to', async () => {
    await raw('GET', '/about/');
    await expectPersistsQuietly(running, '/about/', ['', '']);
  });

  it('answers a page not yet in memory (through Hono) and an API route without those lines too', async () => {
    // A plain `curl` of a chapter page: its first request reads the file, through Hono.
    await expectPersistsQuietly(running, '/bible/kjv/john/3/', ['']);
    await expectPersistsQuietly(running, '/api/health', ['', '']);
  });

  // Last: it makes another build live.
  it('follows a new live build within liveDirCheckMs (the link is not resolved on every request)', async () => {
    const app = createApp(t.deps);
    const fromMemory = staticFastPath(app)!;
    const none = () => undefined;
    await (await app.request('/')).arrayBuffer();
    expect(fromMemory('GET', '/', none)?.body?.toString()).toContain('<title>Home</title>');
    const dir = writeFakeBuild(t.deps.buildStore, { 'index.html': '<!doctype html><title>New home</title>' });
    await precompressBuild(dir);
    // The new build's page is not in memory yet: once the fast path sees the swap it hands over to Hono.
    await expect.poll(() => fromMemory('GET', '/', none), { timeout: 5000 }).toBeNull();
    expect(liveDirCheckMs).toBeLessThanOrEqual(100);
    const html = await (await app.request('/')).text();
    expect(html).toContain('New home');
    expect(fromMemory('GET', '/', none)?.body?.toString()).toContain('New home');
  });
});
