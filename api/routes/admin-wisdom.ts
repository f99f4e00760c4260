import { Hono } from 'hono';
import {
  deleteProverb,
  insertProverb,
  insertProverbs,
  listProverbs,
  listProverbTexts,
  setProverbActive,
  updateProverb,
} from '../../db/queries/wisdom.ts';
import { parseProverbBody } from '../../src/lib/content-schemas.ts';
import { parseBulkProverbs, planProverbImport } from '../../src/lib/wisdom/bulk.ts';
import { requireAdmin } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { runBulkImport } from '../http/bulk-import.ts';
import {
  activeBodySchema,
  anyJsonBody,
  checkedValue,
  localeQuerySchema,
  numericId,
} from '../http/content-input.ts';
import { notFound, parseInput, readJsonBody } from '../http/errors.ts';

const noData = 'No Data: no proverbs were found. Separate proverbs with a blank line.';

/** An optional active flag next to the proverb's fields (the form's switch). */
function activeFlag(body: unknown): boolean | undefined {
  const value = (body as { isActive?: unknown } | null)?.isActive;
  return value === undefined ? undefined : parseInput(activeBodySchema, { isActive: value }).isActive;
}

/**
 * /api/admin/wisdom (admins only): every proverb (active or not; one language's with `?locale=es`),
 * add, edit, delete, the active switch (saved at once) and bulk import. Every write asks for a
 * rebuild.
 */
export function adminWisdomRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .use('*', requireAdmin(deps))
    .get('/', async (c) => {
      const { locale } = parseInput(localeQuerySchema, c.req.query());
      return c.json({ proverbs: await listProverbs(deps.db, locale) }, 200, { 'Cache-Control': 'no-store' });
    })
    .post('/', async (c) => {
      const body = await readJsonBody(c, anyJsonBody);
      const fields = checkedValue(parseProverbBody(body));
      const proverb = await insertProverb(deps.db, fields, activeFlag(body) ?? true);
      deps.rebuilder.requestRebuild('admin: proverb added');
      return c.json({ proverb }, 201);
    })
    .post('/import', (c) =>
      runBulkImport(c, deps, {
        noun: 'proverbs',
        noData,
        parse: parseBulkProverbs,
        plan: async (trx, records, locale) =>
          planProverbImport(records, await listProverbTexts(trx, locale), locale),
        save: insertProverbs,
      }),
    )
    .put('/:id', async (c) => {
      const id = numericId(c.req.param('id'), 'proverb');
      const body = await readJsonBody(c, anyJsonBody);
      const fields = checkedValue(parseProverbBody(body));
      const proverb = await updateProverb(deps.db, id, fields, activeFlag(body));
      if (!proverb) throw notFound('No such proverb.');
      deps.rebuilder.requestRebuild('admin: proverb updated');
      return c.json({ proverb });
    })
    .patch('/:id/active', async (c) => {
      const id = numericId(c.req.param('id'), 'proverb');
      const { isActive } = await readJsonBody(c, activeBodySchema);
      const proverb = await setProverbActive(deps.db, id, isActive);
      if (!proverb) throw notFound('No such proverb.');
      deps.rebuilder.requestRebuild(`admin: proverb ${isActive ? 'activated' : 'deactivated'}`);
      return c.json({ proverb });
    })
    .delete('/:id', async (c) => {
      const id = numericId(c.req.param('id'), 'proverb');
      if (!(await deleteProverb(deps.db, id))) throw notFound('No such proverb.');
      deps.rebuilder.requestRebuild('admin: proverb deleted');
      return c.json({ ok: true });
    });
}
