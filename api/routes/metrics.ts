import type { IncomingMessage } from 'node:http';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { forbidden } from '../http/errors.ts';
import { mayReadMetrics } from '../metrics/metrics-access.ts';

/**
 * GET /metrics: the Prometheus metrics (api/metrics/metrics.ts), for a scraper on this machine or
 * one with the METRICS_TOKEN (see `mayReadMetrics`); anyone else gets a 403.
 */
export function metricsRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', async (c) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const caller = {
      authorization: c.req.header('authorization'),
      forwarded: ['x-forwarded-for', 'forwarded', 'x-real-ip'].some(
        (name) => c.req.header(name) !== undefined,
      ),
      remoteAddress: incoming?.socket?.remoteAddress,
    };
    if (!mayReadMetrics(caller, deps.settings.metricsToken))
      throw forbidden('The metrics are open to this machine, or with the metrics token (METRICS_TOKEN).');
    const { contentType, text } = await deps.metrics.render();
    return c.body(text, 200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
  });
}
