import { describe, expect, it } from 'vitest';
import { createMetrics } from '../../api/metrics/metrics.ts';
import type { BuildRecord } from '../../api/rebuild/rebuilder.ts';
import type { DatabasePoolState } from '../../db/pool-state.ts';

const build = (ok: boolean, durationMs: number): BuildRecord => ({
  id: 'b-1',
  startedAt: '',
  finishedAt: '',
  durationMs,
  ok,
  error: ok ? null : 'failed',
});

/** The value of one sample line of the exposition text (`name{labels} value`). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('the metrics', () => {
  it('count requests by method, route and status, with their latency', async () => {
    const metrics = createMetrics({ mailQueueDepth: async () => 0, databasePool: () => null });
    metrics.observeRequest('GET', '/api/family/:id', 200, 0.004);
    metrics.observeRequest('GET', '/api/family/:id', 200, 0.2);
    const fast = metrics.requestObserver('GET', 'static', 304);
    fast(0.0001);
    const { text, contentType } = await metrics.render();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(text, 'bsb_http_requests_total{method="GET",route="/api/family/:id",status="200"}')).toBe(
      2,
    );
    expect(sample(text, 'bsb_http_requests_total{method="GET",route="static",status="304"}')).toBe(1);
    const bucket = (le: string) =>
      sample(
        text,
        `bsb_http_request_duration_seconds_bucket{le="${le}",method="GET",route="/api/family/:id",status="200"}`,
      );
    expect(bucket('0.001')).toBe(0);
    expect(bucket('0.005')).toBe(1);
    expect(bucket('0.25')).toBe(2);
    expect(bucket('+Inf')).toBe(2);
    expect(
      sample(
        text,
        'bsb_http_request_duration_seconds_sum{method="GET",route="/api/family/:id",status="200"}',
      ),
    ).toBeCloseTo(0.204, 9);
    expect(text).toContain('# TYPE bsb_http_requests_total counter');
    expect(text).toContain('# TYPE bsb_http_request_duration_seconds histogram');
    // The process's own metrics come along.
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('count builds by result, failures and durations', async () => {
    const metrics = createMetrics({ mailQueueDepth: async () => 0, databasePool: () => null });
    metrics.observeBuild(build(true, 42_000));
    metrics.observeBuild(build(false, 3_000));
    metrics.observeBuild(build(false, 1_000));
    const { text } = await metrics.render();
    expect(sample(text, 'bsb_builds_total{result="ok"}')).toBe(1);
    expect(sample(text, 'bsb_builds_total{result="failed"}')).toBe(2);
    expect(sample(text, 'bsb_build_failures_total')).toBe(2);
    expect(sample(text, 'bsb_build_duration_seconds_sum{result="ok"}')).toBe(42);
    expect(sample(text, 'bsb_build_duration_seconds_bucket{le="45",result="ok"}')).toBe(1);
  });

  it('read the mail queue and the database when scraped', async () => {
    let depth = 3;
    let pool: DatabasePoolState | null = { open: true, pool: { total: 4, idle: 1, waiting: 2 } };
    const metrics = createMetrics({ mailQueueDepth: async () => depth, databasePool: () => pool });
    let { text } = await metrics.render();
    expect(sample(text, 'bsb_mail_queue_depth')).toBe(3);
    expect(sample(text, 'bsb_database_open')).toBe(1);
    expect(sample(text, 'bsb_database_pool_connections{state="total"}')).toBe(4);
    expect(sample(text, 'bsb_database_pool_connections{state="idle"}')).toBe(1);
    expect(sample(text, 'bsb_database_pool_connections{state="waiting"}')).toBe(2);
    depth = 0;
    pool = { open: false, pool: null };
    ({ text } = await metrics.render());
    expect(sample(text, 'bsb_mail_queue_depth')).toBe(0);
    expect(sample(text, 'bsb_database_open')).toBe(0);
  });
});
