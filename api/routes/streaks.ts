import { Hono } from 'hono';
import { z } from 'zod';
import { saveWeeklyGoal } from '../../db/queries/streaks.ts';
import { isValidDay } from '../../src/lib/site-day.ts';
import { siteDay } from '../../src/lib/site-today.ts';
import { requireLearner } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { readJsonBody } from '../http/errors.ts';
import { recordDevotionalOpen } from '../services/devotional-opens.ts';
import { streakAnswer, weeklyGoalSchema } from '../services/streak-answer.ts';

const signInForStreak = 'Please sign in to keep a streak.';
const devotionalSchema = z.strictObject({
  date: z.string().refine(isValidDay, 'The devotional’s date must be YYYY-MM-DD.'),
  path: z
    .string()
    .max(200)
    // A devotional page in any language: /devotionals/<slug>/ or /es/devotionals/<slug>/.
    .regex(/^(?:\/[a-z]{2})?\/devotionals\/[a-z0-9-]+\/$/, 'That is not a devotional page.'),
});

/**
 * /api/streak: the learner's gentle streak (days, grace days, weekly goal), the weekly goal, and
 * "a devotional was opened": one request a devotional page, kept for the parent's view of the week,
 * and a learning day when it is today's.
 */
export function streakRoutes(deps: AppDeps): Hono<AppEnv> {
  const today = () => siteDay(new Date(), deps.settings.siteTimeZone);
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const learnerId = requireLearner(c, signInForStreak);
      return c.json(await streakAnswer(deps.db, learnerId, today(), undefined, c.get('locale')), 200, {
        'Cache-Control': 'no-store',
      });
    })
    .put('/goal', async (c) => {
      const learnerId = requireLearner(c, signInForStreak);
      const { daysPerWeek } = await readJsonBody(c, weeklyGoalSchema);
      await saveWeeklyGoal(deps.db, learnerId, daysPerWeek, new Date());
      return c.json(await streakAnswer(deps.db, learnerId, today(), undefined, c.get('locale')));
    })
    .post('/devotional', async (c) => {
      const learnerId = requireLearner(c, signInForStreak);
      const { date, path } = await readJsonBody(c, devotionalSchema);
      const now = new Date();
      const day = siteDay(now, deps.settings.siteTimeZone);
      // Only today's devotional counts for the streak (an old one from the archive is reading, not the day's).
      const counted = date === day;
      const awards = await recordDevotionalOpen(deps.db, learnerId, path, counted, day, now);
      return c.json({
        counted,
        badges: awards?.badges ?? [],
        ...(await streakAnswer(deps.db, learnerId, day, undefined, c.get('locale'))),
      });
    });
}
