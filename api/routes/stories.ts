import { Hono, type Context } from 'hono';
import { countUserStoriesSince, insertStory, listUserStories } from '../../db/queries/stories.ts';
import { communityMessages, storySchema } from '../../src/lib/community-rules.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError, readJsonBody } from '../http/errors.ts';

/** A child writes a story now and then; more than this in a day is not a child writing. */
export const maxStoriesPerDay = 5;
const dayMs = 24 * 60 * 60 * 1000;

function signedInUserId(c: Context<AppEnv>): string {
  const auth = c.get('auth');
  if (!auth) throw new ApiError(401, 'not_signed_in', communityMessages.mustBeLoggedIn);
  return auth.user.id;
}

/** /api/stories: Keep it Real. New stories wait for an admin's review before anyone else sees them. */
export function storyRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const userId = signedInUserId(c);
      const input = await readJsonBody(c, storySchema);
      const recent = await countUserStoriesSince(deps.db, userId, new Date(Date.now() - dayMs).toISOString());
      if (recent >= maxStoriesPerDay) {
        throw new ApiError(429, 'rate_limited', `You can share up to ${maxStoriesPerDay} stories a day. Please come back tomorrow!`);
      }
      const story = await insertStory(deps.db, { userId, ...input });
      return c.json({ story, message: 'Story submitted! It will be reviewed before appearing publicly.' }, 201);
    })
    .get('/mine', async (c) => {
      const userId = signedInUserId(c);
      return c.json({ stories: await listUserStories(deps.db, userId) }, 200, { 'Cache-Control': 'no-store' });
    });
}
