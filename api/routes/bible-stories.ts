import { Hono } from 'hono';
import { z } from 'zod';
import { milestoneProgress } from '../../src/lib/bible-stories/path.ts';
import type { LearnerId } from '../../src/lib/ids.ts';
import { siteDay } from '../../src/lib/site-today.ts';
import { requireLearner } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { notFound, parseInput } from '../http/errors.ts';
import { hearStory, storySlugs, storyStarsOf } from '../services/bible-story-stars.ts';

const noStore = { 'Cache-Control': 'no-store' };
const signInForStars = 'Please sign in to keep your story stars.';
const noSuchLearner = 'No such learner here.';
const storyParams = z.object({
  slug: z
    .string()
    .max(80)
    .regex(/^[a-z0-9-]+$/, 'That is not a story.'),
});

/**
 * The learner in the address, which must be the session's active one: a sibling's or another
 * account's learner is "not found" whatever the session is, so stars are never read or written
 * across learners. The page names its learner, so a page opened for one child and used after a
 * switch to another (in another tab) is refused instead of starring the wrong child.
 */
function activeLearnerIn(c: Parameters<typeof requireLearner>[0]): LearnerId {
  const learnerId = requireLearner(c, signInForStars);
  if (c.req.param('learnerId') !== learnerId) throw notFound(noSuchLearner);
  return learnerId;
}

/** /api/bible-stories: the story path's stars, the active learner's only. */
export function bibleStoryRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/learners/:learnerId/stars', async (c) => {
      const learnerId = activeLearnerIn(c);
      const stars = await storyStarsOf(deps.db, learnerId);
      return c.json({ stars, progress: milestoneProgress(stars.length) }, 200, noStore);
    })
    .put('/learners/:learnerId/stars/:slug', async (c) => {
      const learnerId = activeLearnerIn(c);
      const { slug } = parseInput(storyParams, { slug: c.req.param('slug') });
      if (!storySlugs().has(slug)) throw notFound('That story is not on the path.');
      const now = new Date();
      const heard = await hearStory(deps.db, learnerId, slug, siteDay(now, deps.settings.siteTimeZone), now);
      const stars = await storyStarsOf(deps.db, learnerId);
      return c.json(
        {
          star: heard.star,
          created: heard.created,
          progress: milestoneProgress(stars.length),
          badges: heard.awards?.badges ?? [],
          achievements: heard.awards?.achievements ?? [],
        },
        heard.created ? 201 : 200,
      );
    });
}
