import type { AppDatabase } from '../../db/connection.ts';
import { type GameResultInput, insertGameResult } from '../../db/queries/game-results.ts';
import { findMemoryVersesByReference, recordVerseAttempt } from '../../db/queries/memory-verses.ts';
import { siteDay } from '../../src/lib/site-today.ts';
import { awardProgress, type ProgressAwards } from './award-progress.ts';
import { recordLearningDay } from './learning-days.ts';

export interface SavedGameResult extends ProgressAwards {
  /** The stored result's id. */
  id: number;
}

/**
 * A signed-in player's finished game: the result, the memory verses it mastered, and the
 * day for the player's streak (`timeZone` is SITE_TIME_ZONE), and the challenges, badges and
 * achievements they earn, all in one transaction (all or nothing).
 */
export async function saveGameResult(
  db: AppDatabase,
  result: GameResultInput,
  timeZone: string,
  now: Date = new Date(),
): Promise<SavedGameResult> {
  return db.transaction().execute(async (trx) => {
    const id = await insertGameResult(trx, result);
    for (const verse of await findMemoryVersesByReference(trx, result.masteredReferences)) {
      await recordVerseAttempt(trx, result.userId, verse.id, true, 'game');
    }
    await recordLearningDay(trx, result.userId, siteDay(now, timeZone), 'game', now);
    return { id, ...(await awardProgress(trx, result.userId, now)) };
  });
}
