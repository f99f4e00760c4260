import { Hono } from 'hono';
import { z } from 'zod';
import {
  deleteVerseSet,
  insertVerseSet,
  listVerseSets,
  updateVerseSet,
} from '../../db/queries/verse-sets.ts';
import { checkVerseSetInput, type VerseSetInput } from '../../src/lib/memory/verse-set-input.ts';
import { requireAdmin } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError, badRequest, notFound, readJsonBody } from '../http/errors.ts';
import { resolveReference } from '../services/verse-references.ts';

const setBody = z.object({
  id: z.string().max(200).default(''),
  name: z.string().max(1000),
  emoji: z.string().max(100),
  description: z.string().max(5000),
  referencesText: z.string().max(10_000),
});

/**
 * The form checked (src/lib/memory/verse-set-input.ts), then every reference against the stored
 * Bible with the collections' messages; the references come back in one written form.
 */
async function checked(deps: AppDeps, body: z.infer<typeof setBody>): Promise<VerseSetInput> {
  const result = checkVerseSetInput(body);
  if ('errors' in result) throw badRequest(result.errors.slice(0, 5).join(' '));
  const references: string[] = [];
  const errors: string[] = [];
  for (const reference of result.set.references) {
    const resolved = await resolveReference(deps.db, reference);
    if (resolved.ok) references.push(resolved.verse.reference);
    else errors.push(resolved.message);
  }
  if (errors.length > 0) throw badRequest(errors.slice(0, 5).join(' '));
  return { ...result.set, references };
}

/**
 * /api/admin/verse-sets (admins only): the built-in verse sets Premium learners start on Memory
 * Master; each change rebuilds the pages (the sets are baked into /challenges/memory-master/).
 */
export function adminVerseSetRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .use('*', requireAdmin(deps))
    .get('/', async (c) =>
      c.json({ sets: await listVerseSets(deps.db) }, 200, { 'Cache-Control': 'no-store' }),
    )
    .post('/', async (c) => {
      const set = await checked(deps, await readJsonBody(c, setBody));
      if (!(await insertVerseSet(deps.db, set, new Date())))
        throw new ApiError(409, 'duplicate_id', `There is already a verse set with the id "${set.id}".`);
      deps.rebuilder.requestRebuild(`admin: verse set added (${set.id})`);
      return c.json({ set }, 201);
    })
    .put('/:id', async (c) => {
      const id = c.req.param('id');
      const set = await checked(deps, { ...(await readJsonBody(c, setBody)), id });
      if (!(await updateVerseSet(deps.db, id, set, new Date()))) throw notFound('No such verse set.');
      deps.rebuilder.requestRebuild(`admin: verse set updated (${id})`);
      return c.json({ set });
    })
    .delete('/:id', async (c) => {
      const id = c.req.param('id');
      if (!(await deleteVerseSet(deps.db, id))) throw notFound('No such verse set.');
      deps.rebuilder.requestRebuild(`admin: verse set deleted (${id})`);
      return c.json({ ok: true });
    });
}
