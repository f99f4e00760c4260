import { sql } from 'kysely';
import { Hono } from 'hono';
import type { AppDeps } from '../context.ts';

/** GET /api/health: whether the database answers and which build is live. */
export function healthRoutes(deps: AppDeps): Hono {
  return new Hono().get('/', async (c) => {
    let database: 'ok' | 'error' = 'ok';
    try {
      await sql`select 1`.execute(deps.db);
    } catch (error) {
      database = 'error';
      deps.log.error('health: database check failed', { error: String(error) });
    }
    const build = deps.rebuilder.status();
    const ok = database === 'ok' && build.live !== null;
    return c.json(
      { status: ok ? 'ok' : 'degraded', database, build: { state: build.state, live: build.live } },
      ok ? 200 : 503,
      { 'Cache-Control': 'no-store' },
    );
  });
}
