import { Hono } from 'hono';
import { z } from 'zod';
import {
  deleteReadingPlan,
  insertReadingPlan,
  listReadingPlans,
  updateReadingPlan,
} from '../../db/queries/reading-plans.ts';
import { checkPlanInput } from '../../src/lib/reading-plans.ts';
import { requireAdmin } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError, badRequest, notFound, readJsonBody } from '../http/errors.ts';

const planBody = z.object({
  id: z.string().max(200).default(''),
  title: z.string().max(1000),
  description: z.string().max(5000),
  daysText: z.string().max(60_000),
});

function checked(body: z.infer<typeof planBody>) {
  const result = checkPlanInput(body);
  if ('errors' in result) throw badRequest(result.errors.slice(0, 5).join(' '));
  return result.plan;
}

/** /api/admin/reading-plans (admins only): the reading plans; each change rebuilds the pages. */
export function adminReadingPlanRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .use('*', requireAdmin(deps))
    .get('/', async (c) =>
      c.json({ plans: await listReadingPlans(deps.db) }, 200, { 'Cache-Control': 'no-store' }),
    )
    .post('/', async (c) => {
      const plan = checked(await readJsonBody(c, planBody));
      if (!(await insertReadingPlan(deps.db, plan, new Date())))
        throw new ApiError(409, 'duplicate_id', `There is already a plan with the id "${plan.id}".`);
      deps.rebuilder.requestRebuild(`admin: reading plan added (${plan.id})`);
      return c.json({ plan }, 201);
    })
    .put('/:id', async (c) => {
      const id = c.req.param('id');
      const plan = checked({ ...(await readJsonBody(c, planBody)), id });
      if (!(await updateReadingPlan(deps.db, id, plan, new Date()))) throw notFound('No such reading plan.');
      deps.rebuilder.requestRebuild(`admin: reading plan updated (${id})`);
      return c.json({ plan });
    })
    .delete('/:id', async (c) => {
      const id = c.req.param('id');
      if (!(await deleteReadingPlan(deps.db, id))) throw notFound('No such reading plan.');
      deps.rebuilder.requestRebuild(`admin: reading plan deleted (${id})`);
      return c.json({ ok: true });
    });
}
