import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../api/log.ts';
import type { RunningServer } from '../../api/server.ts';
import { writeFakeBuild } from './helpers/fake-build.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { startWireServer, wireRequest } from './helpers/wire.ts';

const ownId = /^[0-9a-f]{8}-[0-9a-z]+$/;

let t: TestApp;
let running: RunningServer;
const serverLog = memoryLogger();
beforeAll(async () => {
  t = await createTestApp();
  writeFakeBuild(t.deps.buildStore, { 'index.html': '<title>Home</title>', 'about/index.html': 'about' });
  running = await startWireServer(t, serverLog);
});
afterAll(async () => {
  await running.close();
  await t.close();
});

describe('request ids', () => {
  it('gives every answer its own X-Request-Id, and the request log line the same id', async () => {
    const first = await t.request('/api/health');
    const second = await t.request('/api/health');
    const ids = [first.headers.get('x-request-id'), second.headers.get('x-request-id')];
    for (const id of ids) expect(id).toMatch(ownId);
    expect(ids[0]).not.toBe(ids[1]);
    expect(t.log.requests.slice(-2).map((line) => [line.path, line.status, line.requestId])).toEqual([
      ['/api/health', 200, ids[0]],
      ['/api/health', 200, ids[1]],
    ]);
  });

  it('echoes an incoming id that is short and plain, and replaces any other', async () => {
    const kept = await t.request('/api/health', { headers: { 'x-request-id': 'edge-7f3a:42' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-7f3a:42');
    for (const incoming of ['x'.repeat(65), 'two words', '<script>', 'a;b']) {
      const res = await t.request('/api/health', { headers: { 'x-request-id': incoming } });
      expect(res.headers.get('x-request-id'), incoming).toMatch(ownId);
    }
  });

  it('is in every error answer: thrown, unknown paths, cross-site, a failing route', async () => {
    const answers = [
      await t.request('/api/family'),
      await t.request('/api/does-not-exist'),
      await t.request('/api/auth/logout', { method: 'POST', headers: { origin: 'https://evil.example' } }),
      await t.json('POST', '/api/auth/login', 'not an object'),
    ];
    for (const res of answers) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      const body = await res.json();
      expect(body.error.requestId, `${res.status} ${body.error.code}`).toBe(res.headers.get('x-request-id'));
    }
  });

  it('is sent by the fast paths of the real server too, without a log line for static files', async () => {
    const before = serverLog.lines.length;
    const pages = [
      await wireRequest(running, 'GET', '/about/'),
      await wireRequest(running, 'GET', '/about/'),
    ];
    const session = await wireRequest(running, 'GET', '/api/auth/session');
    const ids = [...pages, session].map((answer) => answer.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(ownId);
    expect(new Set(ids).size).toBe(3);
    const echoed = await wireRequest(running, 'GET', '/about/', { 'x-request-id': 'from-nginx-1' });
    expect(echoed.headers['x-request-id']).toBe('from-nginx-1');
    // The session route has its request line as before; static files never had one.
    const lines = serverLog.lines.slice(before);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^info GET \/api\/auth\/session 200 \d+ms$/);
    expect(serverLog.requests.at(-1)?.requestId).toBe(ids[2]);
  });
});
