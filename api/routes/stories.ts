import { Hono } from 'hono';
import { lockOwnerCount } from '../../db/queries/owner-lock.ts';
import { countUserStoriesSince, insertStory, listUserStories } from '../../db/queries/stories.ts';
import { communityMessages, storySchema } from '../../src/lib/community-rules.ts';
import { familyMessages } from '../../src/lib/profile-checks.ts';
import { requireAuth, requireLearner } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { readJsonBody, tooManyRequests } from '../http/errors.ts';
import { communityPostingOf } from '../services/child-posting.ts';

/** A child writes a story now and then; more than this in a day is not a child writing. */
export const maxStoriesPerDay = 5;
const dayMs = 24 * 60 * 60 * 1000;

/** /api/stories: Keep it Real. New stories wait for an admin's review before anyone else sees them. */
export function storyRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const userId = requireLearner(c, communityMessages.mustBeLoggedIn);
      const { awaitingParent } = await communityPostingOf(deps.db, requireAuth(c));
      const input = await readJsonBody(c, storySchema);
      const now = Date.now();
      // The day's count and the new story are one step for this learner (lockOwnerCount).
      const story = await deps.db.transaction().execute(async (trx) => {
        await lockOwnerCount(trx, 'stories', userId);
        const recent = await countUserStoriesSince(trx, userId, new Date(now - dayMs).toISOString());
        if (recent.count >= maxStoriesPerDay) {
          // A slot opens when the earliest story of the last 24 hours is a day old.
          const opensAt = (recent.earliest?.getTime() ?? now) + dayMs;
          throw tooManyRequests(
            `You can share up to ${maxStoriesPerDay} stories a day. Please come back tomorrow!`,
            (opensAt - now) / 1000,
          );
        }
        return insertStory(trx, { userId, ...input, awaitingParent });
      });
      const message = awaitingParent
        ? familyMessages.waitsForParent
        : 'Story submitted! It will be reviewed before appearing publicly.';
      return c.json({ story, message }, 201);
    })
    .get('/mine', async (c) => {
      const userId = requireLearner(c, communityMessages.mustBeLoggedIn);
      return c.json({ stories: await listUserStories(deps.db, userId) }, 200, {
        'Cache-Control': 'no-store',
      });
    });
}
