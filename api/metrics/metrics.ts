import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabasePoolState } from '../../db/pool-state.ts';
import type { BuildRecord } from '../rebuild/rebuilder.ts';
import { RequestMetrics, type RequestObserver } from './request-metrics.ts';

/** What the metrics read when they are scraped (nothing is counted for them in between). */
export interface MetricsSources {
  /** Mail waiting in the outbox or being sent. */
  mailQueueDepth(): Promise<number>;
  databasePool(): DatabasePoolState | null;
}

/** The server's Prometheus metrics (served at /metrics, see api/routes/metrics.ts). */
export interface AppMetrics {
  /** One answered request: its method, route pattern (not the path: few values) and status. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** The same, with the labels bound once, for the fast paths of api/server.ts. */
  requestObserver(method: string, route: string, status: number): RequestObserver;
  observeBuild(record: BuildRecord): void;
  /** The exposition text and its content type, with the process's own metrics (CPU, memory, event loop). */
  render(): Promise<{ contentType: string; text: string }>;
}

/** Request latency buckets, in seconds: most answers take a millisecond or a few. */
const requestSecondsBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Build duration buckets, in seconds: an incremental build takes seconds, a full one a minute. */
const buildSecondsBuckets = [5, 10, 20, 30, 45, 60, 90, 120, 180, 300, 600];

/**
 * The process's CPU, memory, event loop and garbage collection metrics (prom-client's defaults),
 * collected from the first scrape on, once per process however many apps it runs (tests).
 */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (processRegistry) return processRegistry;
  processRegistry = new Registry();
  collectDefaultMetrics({ register: processRegistry });
  return processRegistry;
}

export function createMetrics(sources: MetricsSources): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  const requests = new RequestMetrics(requestSecondsBuckets);
  registry.registerMetric(
    requests.counter(
      'bsb_http_requests_total',
      'Answered HTTP requests by method, route pattern and status.',
    ),
  );
  registry.registerMetric(
    requests.histogram(
      'bsb_http_request_duration_seconds',
      'Time from a request to its answer, by method, route pattern and status.',
    ),
  );
  const builds = new Counter({
    name: 'bsb_builds_total',
    help: 'Site builds this server finished, by result (ok or failed).',
    labelNames: ['result'] as const,
    registers,
  });
  const buildFailures = new Counter({
    name: 'bsb_build_failures_total',
    help: 'Site builds this server started that failed or were stopped.',
    registers,
  });
  const buildSeconds = new Histogram({
    name: 'bsb_build_duration_seconds',
    help: 'Duration of the site builds this server finished, by result.',
    labelNames: ['result'] as const,
    buckets: buildSecondsBuckets,
    registers,
  });
  new Gauge({
    name: 'bsb_mail_queue_depth',
    help: 'Mail waiting in the outbox or being sent.',
    registers,
    async collect() {
      this.set(await sources.mailQueueDepth());
    },
  });
  new Gauge({
    name: 'bsb_database_open',
    help: '1 while the database is open (the SQLite file, or the PostgreSQL pool), else 0.',
    registers,
    collect() {
      this.set(sources.databasePool()?.open ? 1 : 0);
    },
  });
  new Gauge({
    name: 'bsb_database_pool_connections',
    help: 'PostgreSQL pool: connections by state (total, idle) and queries waiting for one (waiting).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = sources.databasePool()?.pool;
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  return {
    observeRequest: (method, route, status, seconds) => requests.observe(method, route, status, seconds),
    requestObserver: (method, route, status) => requests.observer(method, route, status),
    observeBuild(record) {
      const result = record.ok ? 'ok' : 'failed';
      builds.inc({ result });
      if (!record.ok) buildFailures.inc();
      buildSeconds.observe({ result }, record.durationMs / 1000);
    },
    async render() {
      const merged = Registry.merge([processMetrics(), registry]);
      return { contentType: registry.contentType, text: await merged.metrics() };
    },
  };
}
