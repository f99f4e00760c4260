import type { AppDatabase } from '../../db/connection.ts';
import { recordVerseAttempt } from '../../db/queries/memory-verses.ts';
import { siteDay } from '../../src/lib/site-today.ts';
import { awardProgress, type ProgressAwards } from './award-progress.ts';
import { recordLearningDay } from './learning-days.ts';

export interface VersePracticeResult extends ProgressAwards {
  correct: boolean;
  /** Whether the verse counts as mastered after this attempt. */
  mastered: boolean;
}

/**
 * A verse said from memory on Memory Master: the attempt, and, when it was right, the challenges,
 * badges and achievements it earns, in one transaction. Any practice, right or not, counts as a
 * learning day for the streak (`timeZone` is SITE_TIME_ZONE).
 */
export async function recordVersePractice(
  db: AppDatabase,
  userId: string,
  verseId: string,
  correct: boolean,
  timeZone: string,
  now: Date = new Date(),
): Promise<VersePracticeResult> {
  return db.transaction().execute(async (trx) => {
    const mastered = await recordVerseAttempt(trx, userId, verseId, correct, 'practice');
    await recordLearningDay(trx, userId, siteDay(now, timeZone), 'verse', now);
    // Streak badges can come from a wrong answer too (the day counts).
    const awards = await awardProgress(trx, userId, now);
    return { correct, mastered, ...awards };
  });
}
