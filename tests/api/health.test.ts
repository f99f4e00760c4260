import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFakeBuild } from './helpers/fake-build.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers 503 while no build is live', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'degraded', database: 'ok', build: { live: null } });
  });

  it('answers ok with the live build once one exists', async () => {
    writeFakeBuild(t.deps.buildStore, { 'index.html': '<h1>home</h1>' });
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; build: { live: { id: string } } };
    expect(body.status).toBe('ok');
    expect(body.build.live.id).toMatch(/^b-/);
    expect(body).toMatchObject({ mail: { pending: 0, failed: 0 } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await t.request('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: {
        code: 'not_found',
        message: 'No such API endpoint.',
        requestId: res.headers.get('x-request-id'),
      },
    });
  });

  it('answers 503 with database "error" when the database does not answer', async () => {
    // No mail delivery after the request: the worker would meet the closed database too.
    const broken = await createTestApp({}, { mail: 'manual' });
    writeFakeBuild(broken.deps.buildStore, { 'index.html': 'home' });
    await broken.breakDatabase();
    const res = await broken.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'degraded', database: 'error' });
    expect(broken.log.lines.some((l) => l.includes('the database did not answer'))).toBe(true);
    await broken.close();
  });
});
