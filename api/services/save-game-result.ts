import type { AppDatabase } from '../../db/connection.ts';
import { oncePerOperation } from '../../db/queries/client-operations.ts';
import { type GameResultInput, insertGameResult } from '../../db/queries/game-results.ts';
import { findMemoryVersesByReference } from '../../db/queries/memory-verses.ts';
import { siteDay } from '../../src/lib/site-today.ts';
import { awardProgress, type ProgressAwards } from './award-progress.ts';
import { recordLearningDay } from './learning-days.ts';
import { recallVerse } from './record-verse-practice.ts';

export interface SavedGameResult extends ProgressAwards {
  /** The stored result's id. */
  id: number;
}

/**
 * A signed-in player's finished game: the result, the memory verses said right in it, the day for
 * the player's streak (`timeZone` is SITE_TIME_ZONE), and the challenges, badges and achievements
 * they earn, all in one transaction (all or nothing). With an operation id (a result queued offline)
 * a replay of the same id records nothing again.
 */
export async function saveGameResult(
  db: AppDatabase,
  result: GameResultInput,
  timeZone: string,
  opId?: string,
  now: Date = new Date(),
): Promise<SavedGameResult & { replayed?: true }> {
  return db.transaction().execute((trx) =>
    oncePerOperation(trx, result.learnerId, opId, 'game-result', async () => {
      const id = await insertGameResult(trx, result);
      // A verse said right from memory in the game is a correct recall on the verse's schedule.
      for (const verse of await findMemoryVersesByReference(trx, result.masteredReferences)) {
        await recallVerse(
          trx,
          result.learnerId,
          { key: verse.id, reference: verse.reference },
          true,
          'game',
          {
            now,
            timeZone,
          },
        );
      }
      await recordLearningDay(trx, result.learnerId, siteDay(now, timeZone), 'game', now);
      return { id, ...(await awardProgress(trx, result.learnerId, now)) };
    }),
  );
}
