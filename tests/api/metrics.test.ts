import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../api/log.ts';
import { enqueueMail } from '../../api/mail/queue.ts';
import type { RunningServer } from '../../api/server.ts';
import { writeFakeBuild } from './helpers/fake-build.ts';
import { createTestApp, onPostgres, type TestApp } from './helpers/test-app.ts';
import { startWireServer, wireRequest } from './helpers/wire.ts';

const token = 'metrics-token-0123456789abcdef';
/** How app.request reaches the app from a connection of this machine (what @hono/node-server passes). */
const fromLoopback = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

let t: TestApp;
let running: RunningServer;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: token });
  writeFakeBuild(t.deps.buildStore, { 'index.html': '<title>Home</title>', 'about/index.html': 'about' });
  running = await startWireServer(t, memoryLogger());
});
afterAll(async () => {
  await running.close();
  await t.close();
});

/** The value of one sample line of the exposition text (`name{labels} value`). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics through the app', () => {
  it('is refused to a caller from elsewhere without the token, in the error shape', async () => {
    const res = await t.app.request('/metrics');
    expect(res.status).toBe(403);
    const body = await res.json();
    expect(body.error.code).toBe('forbidden');
    expect(body.error.requestId).toBe(res.headers.get('x-request-id'));
    const wrong = await t.app.request(
      '/metrics',
      { headers: { authorization: 'Bearer wrong-token' } },
      fromLoopback,
    );
    expect(wrong.status).toBe(403);
  });

  it('is open to a scraper on this machine, but not to a request the proxy relayed from it', async () => {
    const res = await t.app.request('/metrics', {}, fromLoopback);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const relayed = await t.app.request(
      '/metrics',
      { headers: { 'x-forwarded-for': '203.0.113.9' } },
      fromLoopback,
    );
    expect(relayed.status).toBe(403);
    // With the token, through the proxy too.
    const withToken = await t.app.request('/metrics', {
      headers: { 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${token}` },
    });
    expect(withToken.status).toBe(200);
  });

  it('counts requests by route pattern and status, builds, the mail queue and the database', async () => {
    await t.request('/api/health');
    await t.request('/api/family');
    await t.rebuilder.rebuildNow('metrics test');
    // Queued, not sent: app.request does not deliver the test's mail.
    await enqueueMail(t.db, {
      to: 'waiting@example.org',
      subject: 'Waiting',
      text: 'Waiting.',
      html: '<p>Waiting.</p>',
    });
    const text = await (await t.app.request('/metrics', {}, fromLoopback)).text();
    expect(sample(text, 'bsb_http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(1);
    expect(
      sample(text, 'bsb_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}'),
    ).toBe(1);
    expect(text).toMatch(/bsb_http_requests_total\{method="GET",route="\/api\/family",status="401"\} 1/);
    expect(sample(text, 'bsb_builds_total{result="ok"}')).toBe(1);
    expect(sample(text, 'bsb_mail_queue_depth')).toBe(1);
    expect(sample(text, 'bsb_database_open')).toBe(1);
    if (onPostgres) expect(sample(text, 'bsb_database_pool_connections{state="total"}')).toBeGreaterThan(0);
  });
});

describe('GET /metrics on the real server', () => {
  it('answers a scraper on 127.0.0.1, and counts the fast paths (static files, the session route)', async () => {
    await wireRequest(running, 'GET', '/about/');
    await wireRequest(running, 'GET', '/about/');
    await wireRequest(running, 'GET', '/api/auth/session');
    const res = await wireRequest(running, 'GET', '/metrics');
    expect(res.status).toBe(200);
    const text = res.body.toString();
    expect(sample(text, 'bsb_http_requests_total{method="GET",route="static",status="200"}')).toBe(2);
    expect(sample(text, 'bsb_http_requests_total{method="GET",route="/api/auth/session",status="200"}')).toBe(
      1,
    );
  });

  it('refuses a request relayed by the proxy unless it has the token', async () => {
    const relayed = await wireRequest(running, 'GET', '/metrics', { 'x-forwarded-for': '203.0.113.9' });
    expect(relayed.status).toBe(403);
    const withToken = await wireRequest(running, 'GET', '/metrics', {
      'x-forwarded-for': '203.0.113.9',
      authorization: `Bearer ${token}`,
    });
    expect(withToken.status).toBe(200);
  });
});
