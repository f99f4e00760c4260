import { Hono } from 'hono';
import { countOutbox } from '../../db/queries/mail-outbox.ts';
import { pingDatabase } from '../../db/queries/meta.ts';
import type { AppDeps } from '../context.ts';

/** GET /api/health: whether the database answers, which build is live, and how much mail waits. */
export function healthRoutes(deps: AppDeps): Hono {
  return new Hono().get('/', async (c) => {
    const database = (await pingDatabase(deps.db)) ? 'ok' : 'error';
    if (database === 'error') deps.log.error('health: the database did not answer');
    // Mail that waits or failed does not make the site unhealthy; it is reported for monitoring.
    const mail =
      database === 'ok'
        ? await countOutbox(deps.db).then(
            ({ pending, failed }) => ({ pending, failed }),
            () => null,
          )
        : null;
    const build = deps.rebuilder.status();
    const ok = database === 'ok' && build.live !== null;
    return c.json(
      { status: ok ? 'ok' : 'degraded', database, build: { state: build.state, live: build.live }, mail },
      ok ? 200 : 503,
      { 'Cache-Control': 'no-store' },
    );
  });
}
