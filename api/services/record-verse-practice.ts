import type { AppDatabase } from '../../db/connection.ts';
import { oncePerOperation } from '../../db/queries/client-operations.ts';
import { recordVerseAttempt } from '../../db/queries/memory-verses.ts';
import { awardProgress, noAwards, type ProgressAwards } from './award-progress.ts';

export interface VersePracticeResult extends ProgressAwards {
  correct: boolean;
  /** Whether the verse counts as mastered after this attempt. */
  mastered: boolean;
}

/**
 * A verse said from memory on Memory Master: the attempt, and, when it was right, the challenges,
 * badges and achievements it earns, in one transaction. With an operation id (a practice queued
 * offline) a replay of the same id counts no second attempt.
 */
export async function recordVersePractice(
  db: AppDatabase,
  userId: string,
  verseId: string,
  correct: boolean,
  opId?: string,
): Promise<VersePracticeResult & { replayed?: true }> {
  return db.transaction().execute((trx) =>
    oncePerOperation(trx, userId, opId, 'verse-practice', async () => {
      const mastered = await recordVerseAttempt(trx, userId, verseId, correct, 'practice');
      const awards = correct ? await awardProgress(trx, userId) : noAwards;
      return { correct, mastered, ...awards };
    }),
  );
}
