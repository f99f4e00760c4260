import type { AppDatabase } from '../../db/connection.ts';
import { oncePerOperation } from '../../db/queries/client-operations.ts';
import { type GameResultInput, insertGameResult } from '../../db/queries/game-results.ts';
import { findMemoryVersesByReference, recordVerseAttempt } from '../../db/queries/memory-verses.ts';
import { awardProgress, type ProgressAwards } from './award-progress.ts';

export interface SavedGameResult extends ProgressAwards {
  /** The stored result's id. */
  id: number;
}

/**
 * A signed-in player's finished game: the result, the memory verses it mastered, and the
 * challenges, badges and achievements they earn, all in one transaction (all or nothing). With an
 * operation id (a result queued offline) a replay of the same id records nothing again.
 */
export async function saveGameResult(
  db: AppDatabase,
  result: GameResultInput,
  opId?: string,
): Promise<SavedGameResult & { replayed?: true }> {
  return db.transaction().execute((trx) =>
    oncePerOperation(trx, result.userId, opId, 'game-result', async () => {
      const id = await insertGameResult(trx, result);
      for (const verse of await findMemoryVersesByReference(trx, result.masteredReferences)) {
        await recordVerseAttempt(trx, result.userId, verse.id, true, 'game');
      }
      return { id, ...(await awardProgress(trx, result.userId)) };
    }),
  );
}
