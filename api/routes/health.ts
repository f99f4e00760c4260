import { Hono } from 'hono';
import { pingDatabase } from '../../db/queries/meta.ts';
import type { AppDeps } from '../context.ts';

/** GET /api/health: whether the database answers and which build is live. */
export function healthRoutes(deps: AppDeps): Hono {
  return new Hono().get('/', async (c) => {
    const database = (await pingDatabase(deps.db)) ? 'ok' : 'error';
    if (database === 'error') deps.log.error('health: the database did not answer');
    const build = deps.rebuilder.status();
    const ok = database === 'ok' && build.live !== null;
    return c.json(
      { status: ok ? 'ok' : 'degraded', database, build: { state: build.state, live: build.live } },
      ok ? 200 : 503,
      { 'Cache-Control': 'no-store' },
    );
  });
}
