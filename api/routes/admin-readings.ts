import { Hono } from 'hono';
import { deleteReading, listReadings } from '../../db/queries/readings.ts';
import { parseReadingBody } from '../../src/lib/content-schemas.ts';
import { requireAdmin } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { anyJsonBody, checkedValue, numericId } from '../http/content-input.ts';
import { notFound, readJsonBody } from '../http/errors.ts';
import { addReading, changeReading } from '../services/daily-readings.ts';

/** /api/admin/readings (admins only): the daily reading plan, one passage a day. */
export function adminReadingRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .use('*', requireAdmin(deps))
    .get('/', async (c) =>
      c.json({ readings: await listReadings(deps.db) }, 200, { 'Cache-Control': 'no-store' }),
    )
    .post('/', async (c) => {
      const fields = checkedValue(parseReadingBody(await readJsonBody(c, anyJsonBody)));
      const reading = await addReading(deps.db, fields);
      deps.rebuilder.requestRebuild(`admin: reading added (${reading.date})`);
      return c.json({ reading }, 201);
    })
    .put('/:id', async (c) => {
      const id = numericId(c.req.param('id'), 'reading');
      const fields = checkedValue(parseReadingBody(await readJsonBody(c, anyJsonBody)));
      const reading = await changeReading(deps.db, id, fields);
      deps.rebuilder.requestRebuild(`admin: reading updated (${reading.date})`);
      return c.json({ reading });
    })
    .delete('/:id', async (c) => {
      const id = numericId(c.req.param('id'), 'reading');
      if (!(await deleteReading(deps.db, id))) throw notFound('No such reading.');
      deps.rebuilder.requestRebuild('admin: reading deleted');
      return c.json({ ok: true });
    });
}
