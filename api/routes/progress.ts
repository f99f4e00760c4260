import { Hono } from 'hono';
import { listUserAchievements, listUserBadges } from '../../db/queries/badges-and-achievements.ts';
import { findActiveChallenge, listUserChallenges, startUserChallenge } from '../../db/queries/challenges.ts';
import { loadUserProgress, totalPoints } from '../../db/queries/progress.ts';
import { listMasteredCards } from '../../db/queries/verse-cards.ts';
import { requireLearner } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { notFound } from '../http/errors.ts';

const signInToStart = 'Please sign in to start challenges.';

/** /api/progress: a signed-in child's challenges, badges, achievements, verses and points. */
export function progressRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', async (c) => {
    const learnerId = requireLearner(c, 'Please sign in to see your progress.');
    const [challenges, badges, achievements, masteredVerses, { stats }, points] = await Promise.all([
      listUserChallenges(deps.db, learnerId),
      listUserBadges(deps.db, learnerId),
      listUserAchievements(deps.db, learnerId),
      listMasteredCards(deps.db, learnerId),
      loadUserProgress(deps.db, learnerId),
      totalPoints(deps.db, learnerId),
    ]);
    return c.json(
      {
        challenges,
        badges,
        achievements,
        masteredVerses: masteredVerses.map((v) => ({
          id: v.key,
          reference: v.reference,
          masteredAt: v.masteredAt,
        })),
        stats,
        points,
      },
      200,
      { 'Cache-Control': 'no-store' },
    );
  });
}

/** /api/challenges/:id/start: Start on Truth Quest (status started, progress 0). */
export function challengeRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/:id/start', async (c) => {
    const learnerId = requireLearner(c, signInToStart);
    const challenge = await findActiveChallenge(deps.db, c.req.param('id'));
    if (!challenge) throw notFound('That challenge is not open.');
    const state = await startUserChallenge(deps.db, learnerId, challenge.id);
    return c.json(
      { challenge: state, message: 'Challenge started! Complete the required tasks to unlock it!' },
      201,
    );
  });
}
