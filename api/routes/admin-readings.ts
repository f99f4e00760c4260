import { Hono } from 'hono';
import {
  deleteReading,
  findReadingOnDate,
  insertReading,
  listReadings,
  updateReading,
} from '../../db/queries/readings.ts';
import { parseReadingBody } from '../../src/lib/content-schemas.ts';
import type { Reading } from '../../src/lib/readings.ts';
import { requireAdmin } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { anyJsonBody, checkedValue, numericId } from '../http/content-input.ts';
import { ApiError, notFound, readJsonBody } from '../http/errors.ts';

const dateTaken = (date: string): ApiError =>
  new ApiError(
    409,
    'duplicate_date',
    `There is already a reading for ${date}. Edit that one, or choose another day.`,
  );

/** /api/admin/readings (admins only): the daily reading plan, one passage a day. */
export function adminReadingRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .use('*', requireAdmin(deps))
    .get('/', async (c) =>
      c.json({ readings: await listReadings(deps.db) }, 200, { 'Cache-Control': 'no-store' }),
    )
    .post('/', async (c) => {
      const fields = checkedValue(parseReadingBody(await readJsonBody(c, anyJsonBody)));
      // Checked and written in one transaction, so two admins cannot plan the same day at once.
      const reading = await deps.db.transaction().execute(async (trx): Promise<Reading | null> => {
        if (await findReadingOnDate(trx, fields.date)) return null;
        return insertReading(trx, fields);
      });
      if (!reading) throw dateTaken(fields.date);
      deps.rebuilder.requestRebuild(`admin: reading added (${reading.date})`);
      return c.json({ reading }, 201);
    })
    .put('/:id', async (c) => {
      const id = numericId(c.req.param('id'), 'reading');
      const fields = checkedValue(parseReadingBody(await readJsonBody(c, anyJsonBody)));
      const result = await deps.db.transaction().execute(async (trx): Promise<Reading | 'taken' | null> => {
        if (await findReadingOnDate(trx, fields.date, id)) return 'taken';
        return updateReading(trx, id, fields);
      });
      if (result === 'taken') throw dateTaken(fields.date);
      if (!result) throw notFound('No such reading.');
      deps.rebuilder.requestRebuild(`admin: reading updated (${result.date})`);
      return c.json({ reading: result });
    })
    .delete('/:id', async (c) => {
      const id = numericId(c.req.param('id'), 'reading');
      if (!(await deleteReading(deps.db, id))) throw notFound('No such reading.');
      deps.rebuilder.requestRebuild('admin: reading deleted');
      return c.json({ ok: true });
    });
}
