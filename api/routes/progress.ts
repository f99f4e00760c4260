import { Hono } from 'hono';
import { z } from 'zod';
import { listUserAchievements, listUserBadges } from '../../db/queries/badges-and-achievements.ts';
import { findActiveChallenge, listUserChallenges, startUserChallenge } from '../../db/queries/challenges.ts';
import { findMemoryVerse } from '../../db/queries/memory-verses.ts';
import { loadUserProgress, totalPoints } from '../../db/queries/progress.ts';
import { listMasteredCards } from '../../db/queries/verse-cards.ts';
import { isCorrectAnswer } from '../../src/games/memory-verse/logic.ts';
import { clientOperationIdField } from '../../src/lib/client-operation.ts';
import { requireLearner } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError, notFound, readJsonBody } from '../http/errors.ts';
import { recordVersePractice } from '../services/record-verse-practice.ts';

const signInToStart = 'Please sign in to start challenges.';
const practiceSchema = z.object({
  answer: z.string().max(2000, 'That answer is too long.'),
  /** Sent again after practising offline: the same id counts once. */
  opId: clientOperationIdField,
});
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

/**
 * /api/memory-verses/:id/practice: say a seeded memory verse from memory (the verse's schedule moves
 * on; see /api/memory/practice for any verse).
 */
export function memoryVerseRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/:id/practice', async (c) => {
    const learnerId = requireLearner(c, 'Please sign in to save the verses you master.');
    const { answer, opId } = await readJsonBody(c, practiceSchema);
    const verse = await findMemoryVerse(deps.db, c.req.param('id'));
    if (!verse) throw notFound('That memory verse does not exist.');
    if (!answer.trim()) throw new ApiError(400, 'invalid_input', 'Type the verse from memory first.');
    const result = await recordVersePractice(
      deps.db,
      learnerId,
      { key: verse.id, reference: verse.reference },
      isCorrectAnswer(answer, verse.text),
      { now: new Date(), timeZone: deps.settings.siteTimeZone },
      opId,
    );
    return c.json(result);
  });
}
