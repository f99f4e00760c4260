import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressBuild } from '../../api/static/precompress.ts';
import { writeFakeBuild } from './helpers/fake-build.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const longPage = `<!doctype html><title>About</title>${'<p>Jesus loves the little children.</p>'.repeat(100)}`;

beforeAll(async () => {
  t = await createTestApp();
  const dir = writeFakeBuild(t.deps.buildStore, {
    'index.html': '<!doctype html><title>Home</title>',
    'about/index.html': longPage,
    '404.html': '<!doctype html><title>Page not found</title>',
    '_astro/app.1234abcd.js': 'console.log("hi")',
    'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'bible-data/en-kjv/books.json': '[]',
    'sw.js': 'self.addEventListener("fetch", () => {});',
    'manifest.webmanifest': '{"name":"Bite Size Bible"}',
  });
  // The build step that writes the compressed variants (the server never compresses).
  await precompressBuild(dir);
});
afterAll(() => t.close());

describe('serving the static build', () => {
  it('serves the service worker as JavaScript browsers check on every visit, and the manifest', async () => {
    const worker = await t.request('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await t.request('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
  });

  it('serves pages as HTML that browsers revalidate', async () => {
    const res = await t.request('/about/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(await res.text()).toBe(longPage);
  });

  it('redirects a page path without its trailing slash, keeping the query', async () => {
    const res = await t.request('/about?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/about/?x=1');
  });

  it('never redirects off the site: repeated slashes become one', async () => {
    for (const [p, location] of [
      ['//about', '/about/'],
      ['///about?x=1', '/about/?x=1'],
      ['/about//', null],
    ] as const) {
      const res = await t.request(p);
      const to = res.headers.get('location');
      if (location) expect(to, p).toBe(location);
      if (to) expect(to.startsWith('//'), `${p} -> ${to}`).toBe(false);
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.request('/_astro/app.1234abcd.js');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the right content types for images and JSON', async () => {
    expect((await t.request('/images/logo.svg')).headers.get('content-type')).toBe('image/svg+xml');
    expect((await t.request('/bible-data/en-kjv/books.json')).headers.get('content-type')).toBe(
      'application/json; charset=utf-8',
    );
  });

  it('compresses text with brotli or gzip as the browser accepts', async () => {
    const br = await t.request('/about/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(Number(br.headers.get('content-length'))).toBeLessThan(longPage.length / 4);
    const gz = await t.request('/about/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('answers 304 when the browser already has this version', async () => {
    const first = await t.request('/about/');
    const etag = first.headers.get('etag')!;
    const again = await t.request('/about/', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers an unknown route with the 404 page and status 404', async () => {
    const res = await t.request('/no/such/page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page not found');
  });

  it('never serves files outside the build or the build record', async () => {
    const privatePaths = [
      '/build-info.json',
      '//build-info.json',
      '/build%2Dinfo.json',
      '/%62uild-info.json',
      '/x/../build-info.json',
      '/./build-info.json',
      '/static-files.json',
    ];
    for (const p of ['/..%2f..%2fapp.db', '/%2e%2e/app.db', '/.lock', ...privatePaths]) {
      const res = await t.request(p);
      expect(res.status, p).toBe(404);
    }
  });

  it('sends the security headers on every answer', async () => {
    const res = await t.request('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('still finds hashed assets of the previous build after a swap', async () => {
    writeFakeBuild(t.deps.buildStore, {
      'index.html': 'new',
      '404.html': 'missing',
      '_astro/app.99999999.js': 'new',
    });
    expect((await t.request('/_astro/app.1234abcd.js')).status).toBe(200);
    expect(await (await t.request('/')).text()).toBe('new');
  });
});

describe('over HTTPS', () => {
  it('adds HSTS', async () => {
    const secure = await (await import('./helpers/test-app.ts')).createTestApp({
      SITE_URL: 'https://kids.example.org',
    });
    try {
      const res = await secure.request('/api/health');
      expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000');
    } finally {
      await secure.close();
    }
  });
});
