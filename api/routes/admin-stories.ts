import { Hono } from 'hono';
import { z } from 'zod';
import { findStory, listStoriesByStatus, reviewStory } from '../../db/queries/stories.ts';
import { requireAdmin, requireAuth } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError, notFound, parseInput, readJsonBody } from '../http/errors.ts';
import { awardProgress } from '../services/award-progress.ts';
import { refuseWhileWithParent } from '../services/child-posting.ts';

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
      const story = await findStory(deps.db, id);
      if (!story) throw notFound('That story does not exist.');
      // Someone else reviews a story: an admin cannot approve their own.
      if (story.userId === admin.id)
        throw new ApiError(403, 'own_story', 'Another admin must review your own story.');
      await refuseWhileWithParent(deps.db, 'story', id);
      const reviewed = await deps.db.transaction().execute(async (trx) => {
        const done = await reviewStory(trx, id, decision === 'approve' ? 'approved' : 'rejected', admin.id);
        if (!done) throw notFound('That story does not exist.');
        // An approved story can complete the author's story challenges.
        if (decision === 'approve') await awardProgress(trx, story.userId);
        return done;
      });
      // Approving publishes it; rejecting a published story takes it down. Both change public pages.
      if (decision === 'approve' || story.status === 'approved')
        deps.rebuilder.requestRebuild(`stories: ${decision}d story ${id}`);
      return c.json({ story: reviewed });
    });
}
