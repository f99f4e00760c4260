import { Hono } from 'hono';
import {
  deleteDevotional,
  insertDevotional,
  insertDevotionals,
  listDevotionalKeys,
  listDevotionals,
  updateDevotional,
} from '../../db/queries/devotionals.ts';
import { parseDevotionalBody } from '../../src/lib/content-schemas.ts';
import { parseBulkDevotionals, planDevotionalImport } from '../../src/lib/devotionals/bulk.ts';
import { requireAdmin } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { runBulkImport } from '../http/bulk-import.ts';
import { anyJsonBody, checkedValue, localeQuerySchema, numericId } from '../http/content-input.ts';
import { notFound, parseInput, readJsonBody } from '../http/errors.ts';

const noData = 'No Data: no devotionals were found. Start each one with a "Title:" line.';

/**
 * /api/admin/devotionals (admins only): list (one language's with `?locale=es`), add, edit, delete and
 * bulk import, each devotional in its language. Every write asks for a rebuild so that the public
 * pages follow within seconds.
 */
export function adminDevotionalRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .use('*', requireAdmin(deps))
    .get('/', async (c) => {
      const { locale } = parseInput(localeQuerySchema, c.req.query());
      return c.json({ devotionals: await listDevotionals(deps.db, locale) }, 200, {
        'Cache-Control': 'no-store',
      });
    })
    .post('/', async (c) => {
      const fields = checkedValue(parseDevotionalBody(await readJsonBody(c, anyJsonBody)));
      const devotional = await insertDevotional(deps.db, fields);
      deps.rebuilder.requestRebuild(`admin: devotional added (${devotional.date})`);
      return c.json({ devotional }, 201);
    })
    .post('/import', (c) =>
      runBulkImport(c, deps, {
        noun: 'devotionals',
        noData,
        parse: parseBulkDevotionals,
        plan: async (trx, records, locale) =>
          planDevotionalImport(records, await listDevotionalKeys(trx, locale), locale),
        save: insertDevotionals,
      }),
    )
    .put('/:id', async (c) => {
      const id = numericId(c.req.param('id'), 'devotional');
      const fields = checkedValue(parseDevotionalBody(await readJsonBody(c, anyJsonBody)));
      const devotional = await updateDevotional(deps.db, id, fields);
      if (!devotional) throw notFound('No such devotional.');
      deps.rebuilder.requestRebuild(`admin: devotional updated (${devotional.date})`);
      return c.json({ devotional });
    })
    .delete('/:id', async (c) => {
      const id = numericId(c.req.param('id'), 'devotional');
      if (!(await deleteDevotional(deps.db, id))) throw notFound('No such devotional.');
      deps.rebuilder.requestRebuild('admin: devotional deleted');
      return c.json({ ok: true });
    });
}
