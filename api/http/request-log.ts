import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../context.ts';
import type { Logger } from '../log.ts';
import type { AppMetrics } from '../metrics/metrics.ts';
import { requestIdFor, requestIdHeader } from './request-id.ts';

/** The route label of answers the static files middleware gave (every page and asset). */
export const staticRoute = 'static';

/**
 * The first middleware: gives the request its id (`c.get('requestId')`, sent back in X-Request-Id
 * and in error answers), counts it in the metrics under the route that answered it, and writes the
 * request log's line for API requests (path only: query strings can carry one-time tokens).
 */
export function requestLog(log: Logger, metrics: AppMetrics): MiddlewareHandler<AppEnv> {
  return async function requestLogMiddleware(c, next) {
    const started = performance.now();
    const requestId = requestIdFor(c.req.header(requestIdHeader));
    c.set('requestId', requestId);
    await next();
    c.res.headers.set(requestIdHeader, requestId);
    const elapsed = performance.now() - started;
    // The route of the handler that answered (the last one run): a pattern such as /api/family/:id.
    const route = routePath(c);
    const status = c.res.status;
    metrics.observeRequest(c.req.method, route === '/*' ? staticRoute : route, status, elapsed / 1000);
    if (c.req.path.startsWith('/api/'))
      log.request({ method: c.req.method, path: c.req.path, status, ms: Math.round(elapsed), requestId });
  };
}
