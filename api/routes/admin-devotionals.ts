import { Hono } from 'hono';
import {
  deleteDevotional,
  insertDevotional,
  insertDevotionals,
  listDevotionalKeys,
  listDevotionals,
  updateDevotional,
} from '../../db/queries/devotionals.ts';
import { checkImportCaps, utf8Bytes } from '../../src/lib/content-rules.ts';
import { parseBulkDevotionals, planDevotionalImport } from '../../src/lib/devotionals/bulk.ts';
import { checkDevotional } from '../../src/lib/devotionals/devotional.ts';
import { requireAdmin } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import {
  anyJsonBody,
  formBodyMaxBytes,
  importBodyMaxBytes,
  importBodySchema,
  limitBody,
  numericId,
  valueOf,
} from '../http/content-input.ts';
import { badRequest, notFound, readJsonBody } from '../http/errors.ts';

const noData = 'No Data: no devotionals were found. Start each one with a "Title:" line.';

/**
 * /api/admin/devotionals (admins only): list, add, edit, delete and bulk import. Every write asks
 * for a rebuild so that the public pages follow within seconds.
 */
export function adminDevotionalRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .use('*', requireAdmin(deps))
    .get('/', async (c) => c.json({ devotionals: await listDevotionals(deps.db) }, 200, { 'Cache-Control': 'no-store' }))
    .post('/', limitBody(formBodyMaxBytes), async (c) => {
      const fields = valueOf(checkDevotional(await readJsonBody(c, anyJsonBody)));
      const devotional = await insertDevotional(deps.db, fields);
      deps.rebuilder.requestRebuild(`admin: devotional added (${devotional.date})`);
      return c.json({ devotional }, 201);
    })
    .post('/import', limitBody(importBodyMaxBytes), async (c) => {
      const { text } = await readJsonBody(c, importBodySchema);
      const records = parseBulkDevotionals(text);
      const cap = checkImportCaps(utf8Bytes(text), records.length, 'devotionals');
      if (cap) throw badRequest(cap.message, 'too_much_data');
      if (records.length === 0) throw badRequest(noData, 'no_data');
      // One transaction: the duplicate check sees exactly what is saved, and a failure saves nothing.
      const plan = await deps.db.transaction().execute(async (trx) => {
        const result = planDevotionalImport(records, await listDevotionalKeys(trx));
        await insertDevotionals(trx, result.accepted);
        return result;
      });
      if (plan.accepted.length > 0) deps.rebuilder.requestRebuild(`admin: ${plan.accepted.length} devotionals imported`);
      return c.json({ imported: plan.accepted.length, duplicates: plan.duplicates, errors: plan.errors });
    })
    .put('/:id', limitBody(formBodyMaxBytes), async (c) => {
      const id = numericId(c.req.param('id'), 'devotional');
      const fields = valueOf(checkDevotional(await readJsonBody(c, anyJsonBody)));
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
