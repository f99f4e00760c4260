import { Hono } from 'hono';
import { z } from 'zod';
import {
  findReadingPlan,
  listLearnerPlans,
  listReadingPlans,
  startLearnerPlan,
  stopLearnerPlan,
} from '../../db/queries/reading-plans.ts';
import { planIdPattern } from '../../src/lib/reading-plans.ts';
import { siteDay } from '../../src/lib/site-today.ts';
import { requireLearner } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { learnerPlanView } from '../services/reading-plan-progress.ts';

const signInForPlans = 'Please sign in to follow a reading plan.';
const planIdSchema = z.string().max(80).regex(planIdPattern);

/** /api/reading-plans: the learner's plans, one plan with its days done, start and stop. */
export function readingPlanRoutes(deps: AppDeps): Hono<AppEnv> {
  const today = () => siteDay(new Date(), deps.settings.siteTimeZone);
  const planOr404 = async (raw: string) => {
    const parsed = planIdSchema.safeParse(raw);
    const plan = parsed.success ? await findReadingPlan(deps.db, parsed.data) : null;
    if (!plan) throw notFound('There is no such reading plan.');
    return plan;
  };
  return new Hono<AppEnv>()
    .get('/mine', async (c) => {
      const learnerId = requireLearner(c, signInForPlans);
      const day = today();
      const [plans, started] = await Promise.all([
        listReadingPlans(deps.db),
        listLearnerPlans(deps.db, learnerId),
      ]);
      const byId = new Map(plans.map((p) => [p.id, p]));
      const views = [];
      for (const s of started) {
        const plan = byId.get(s.planId);
        if (plan) views.push(await learnerPlanView(deps.db, learnerId, plan, day));
      }
      return c.json({ today: day, plans: views }, 200, { 'Cache-Control': 'no-store' });
    })
    .get('/:id', async (c) => {
      const learnerId = requireLearner(c, signInForPlans);
      const plan = await planOr404(c.req.param('id'));
      return c.json({ today: today(), ...(await learnerPlanView(deps.db, learnerId, plan, today())) }, 200, {
        'Cache-Control': 'no-store',
      });
    })
    .post('/:id/start', async (c) => {
      const learnerId = requireLearner(c, signInForPlans);
      const plan = await planOr404(c.req.param('id'));
      const day = today();
      await startLearnerPlan(deps.db, learnerId, plan.id, day, new Date());
      return c.json({ today: day, ...(await learnerPlanView(deps.db, learnerId, plan, day)) }, 201);
    })
    .delete('/:id', async (c) => {
      const learnerId = requireLearner(c, signInForPlans);
      const plan = await planOr404(c.req.param('id'));
      if (!(await stopLearnerPlan(deps.db, learnerId, plan.id)))
        throw notFound('You have not started that plan.');
      return c.json({ ok: true });
    });
}
