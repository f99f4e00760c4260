import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimits } from '../../api/http/body-limit.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const twentyMegabytes = 20 * 1024 * 1024;
const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every route that takes a body, with its path parameters filled in. */
function bodyRoutes(t: TestApp): Array<{ method: string; path: string }> {
  const seen = new Set<string>();
  const routes: Array<{ method: string; path: string }> = [];
  for (const route of t.app.routes) {
    if (!writeMethods.has(route.method) || !route.path.startsWith('/api/')) continue;
    const path = route.path.replace(/:[A-Za-z]+/g, (name) => (name === ':target' ? 'game' : '1'));
    const key = `${route.method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method: route.method, path });
  }
  return routes;
}

/** A body of `total` bytes sent in 64 KB chunks without a Content-Length; counts the chunks pulled. */
function chunkedBody(total: number): { body: ReadableStream<Uint8Array>; pulled: () => number } {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  let sent = 0;
  let pulls = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls += 1;
      if (sent >= total) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled: () => pulls };
}

describe('request body limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('names every write route of the API (the list below is not empty by accident)', () => {
    const paths = bodyRoutes(t).map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual(
      expect.arrayContaining(['POST /api/reading-progress', 'POST /api/stories', 'POST /api/auth/signup']),
    );
    expect(paths.length).toBeGreaterThan(30);
  });

  it('answers 413 in the error shape to a 20 MB body on every JSON route, before reading it', async () => {
    const payload = new Uint8Array(twentyMegabytes).fill(0x20);
    const failures: string[] = [];
    for (const { method, path } of bodyRoutes(t)) {
      // The uploads (a media file, a video's poster) stream to disk and count themselves (media tests).
      if (path === '/api/admin/media/upload' || path.endsWith('/poster')) continue;
      const res = await t.request(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: payload,
      });
      const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
      if (res.status !== 413 || body?.error?.code !== 'too_large')
        failures.push(`${method} ${path}: ${res.status}`);
    }
    expect(failures).toEqual([]);
    // Over 40 routes, 20 MB each: more than the default 20 s on a busy machine.
  }, 60_000);

  it('stops reading a chunked body as soon as it passes the limit', async () => {
    const stream = chunkedBody(twentyMegabytes);
    const res = await t.request('/api/reading-progress', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream.body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: 'too_large' } });
    // 16 KB fits in one 64 KB chunk: it is refused after a few chunks, not 320.
    expect(stream.pulled()).toBeLessThan(5);
  });

  it('refuses an upload announced larger than MAX_UPLOAD_BYTES before reading it', async () => {
    const res = await t.request('/api/admin/media/upload?title=x&fileName=x.mp4', {
      method: 'POST',
      headers: { 'content-type': 'video/mp4', 'content-length': String(t.settings.maxUploadBytes + 1) },
      body: new Uint8Array(16),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: 'too_large' } });
  });

  it('still takes a bulk import larger than a form but within its own limit', async () => {
    const text = 'x'.repeat(bodyLimits.contentForm + 1);
    // Not signed in: the body passed the limit and reached the admin check.
    const res = await t.json('POST', '/api/admin/wisdom/import', { text });
    expect(res.status).toBe(401);
    const tooBig = await t.json('POST', '/api/admin/wisdom', { text });
    expect(tooBig.status).toBe(413);
  });
});
