import { Hono } from 'hono';
import { z } from 'zod';
import { listStoriesByStatus } from '../../db/queries/stories.ts';
import { requireAdmin, requireAuth } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { parseInput, readJsonBody } from '../http/errors.ts';
import { reviewStoryAsAdmin } from '../services/story-review.ts';

const statusSchema = z.enum(['pending', 'approved', 'rejected']).default('pending');
const reviewSchema = z.object({
  decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject.' }),
});
const idSchema = z.coerce.number().int().positive();

/** /api/admin/stories: the moderation queue of Keep it Real. */
export function adminStoryRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .use('*', requireAdmin(deps))
    .get('/', async (c) => {
      const status = parseInput(statusSchema, c.req.query('status'));
      return c.json({ stories: await listStoriesByStatus(deps.db, status) }, 200, {
        'Cache-Control': 'no-store',
      });
    })
    .post('/:id/review', async (c) => {
      const admin = requireAuth(c).user;
      const id = parseInput(idSchema, c.req.param('id'));
      const { decision } = await readJsonBody(c, reviewSchema);
      const { story, wasPublished } = await reviewStoryAsAdmin(deps.db, id, admin.id, decision);
      // Approving publishes it; rejecting a published story takes it down. Both change public pages.
      if (decision === 'approve' || wasPublished)
        deps.rebuilder.requestRebuild(`stories: ${decision}d story ${id}`);
      return c.json({ story });
    });
}
