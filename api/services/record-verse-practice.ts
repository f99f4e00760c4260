import type { AppDatabase } from '../../db/connection.ts';
import { recordVerseAttempt } from '../../db/queries/memory-verses.ts';
import { awardProgress, noAwards, type ProgressAwards } from './award-progress.ts';

export interface VersePracticeResult extends ProgressAwards {
  correct: boolean;
  /** Whether the verse counts as mastered after this attempt. */
  mastered: boolean;
}

/**
 * A verse said from memory on Memory Master: the attempt, and, when it was right, the challenges,
 * badges and achievements it earns, in one transaction.
 */
export async function recordVersePractice(
  db: AppDatabase,
  userId: string,
  verseId: string,
  correct: boolean,
): Promise<VersePracticeResult> {
  return db.transaction().execute(async (trx) => {
    const mastered = await recordVerseAttempt(trx, userId, verseId, correct, 'practice');
    const awards = correct ? await awardProgress(trx, userId) : noAwards;
    return { correct, mastered, ...awards };
  });
}
