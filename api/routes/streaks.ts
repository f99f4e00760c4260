import { Hono } from 'hono';
import { z } from 'zod';
import { saveWeeklyGoal } from '../../db/queries/streaks.ts';
import { isValidDay } from '../../src/lib/site-day.ts';
import { siteDay } from '../../src/lib/site-today.ts';
import { requireLearner } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { readJsonBody } from '../http/errors.ts';
import { awardProgress } from '../services/award-progress.ts';
import { recordLearningDay } from '../services/learning-days.ts';
import { streakAnswer, weeklyGoalSchema } from '../services/streak-answer.ts';

const signInForStreak = 'Please sign in to keep a streak.';
const devotionalSchema = z.object({
  date: z.string().refine(isValidDay, 'The devotional’s date must be YYYY-MM-DD.'),
});

/**
 * /api/streak: the learner's gentle streak (days, grace days, weekly goal), the weekly goal, and
 * "the day's devotional was opened" (a learning day).
 */
export function streakRoutes(deps: AppDeps): Hono<AppEnv> {
  const today = () => siteDay(new Date(), deps.settings.siteTimeZone);
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const learnerId = requireLearner(c, signInForStreak);
      return c.json(await streakAnswer(deps.db, learnerId, today()), 200, { 'Cache-Control': 'no-store' });
    })
    .put('/goal', async (c) => {
      const learnerId = requireLearner(c, signInForStreak);
      const { daysPerWeek } = await readJsonBody(c, weeklyGoalSchema);
      await saveWeeklyGoal(deps.db, learnerId, daysPerWeek, new Date());
      return c.json(await streakAnswer(deps.db, learnerId, today()));
    })
    .post('/devotional', async (c) => {
      const learnerId = requireLearner(c, signInForStreak);
      const { date } = await readJsonBody(c, devotionalSchema);
      const now = new Date();
      const day = siteDay(now, deps.settings.siteTimeZone);
      // Only today's devotional counts (an old one from the archive is reading, not the day's).
      const counted = date === day;
      const awards = counted
        ? await deps.db.transaction().execute(async (trx) => {
            await recordLearningDay(trx, learnerId, day, 'devotional', now);
            return awardProgress(trx, learnerId, now);
          })
        : null;
      return c.json({
        counted,
        badges: awards?.badges ?? [],
        ...(await streakAnswer(deps.db, learnerId, day)),
      });
    });
}
