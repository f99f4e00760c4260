import { Hono } from 'hono';
import { listUserStories } from '../../db/queries/stories.ts';
import { communityMessages, storySchema } from '../../src/lib/community-rules.ts';
import { familyAnswerTexts } from '../../src/lib/profile-checks.ts';
import { requireAuth, requireLearner } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { readJsonBody } from '../http/errors.ts';
import { communityPostingOf } from '../services/child-posting.ts';
import { postStory } from '../services/community-posts.ts';

/** /api/stories: Keep it Real. New stories wait for an admin's review before anyone else sees them. */
export function storyRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const learnerId = requireLearner(c, communityMessages.mustBeLoggedIn);
      const { awaitingParent } = await communityPostingOf(deps.db, requireAuth(c));
      const input = await readJsonBody(c, storySchema);
      const story = await postStory(deps.db, learnerId, input, awaitingParent, new Date());
      const message = awaitingParent
        ? familyAnswerTexts.waitsForParent()
        : 'Story submitted! It will be reviewed before appearing publicly.';
      return c.json({ story, message }, 201);
    })
    .get('/mine', async (c) => {
      const learnerId = requireLearner(c, communityMessages.mustBeLoggedIn);
      return c.json({ stories: await listUserStories(deps.db, learnerId) }, 200, {
        'Cache-Control': 'no-store',
      });
    });
}
