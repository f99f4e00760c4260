import type { AppDatabase } from '../../db/connection.ts';
import { saveDevotionalOpen } from '../../db/queries/streaks.ts';
import type { LearnerId } from '../../src/lib/ids.ts';
import type { Day } from '../../src/lib/site-day.ts';
import { awardProgress, type ProgressAwards } from './award-progress.ts';
import { recordLearningDay } from './learning-days.ts';

/**
 * "A devotional was opened", in one transaction: kept for the parent's view of the week, and when it
 * is today's devotional (`counted`) a learning day and the awards it earns; null when not counted.
 */
export function recordDevotionalOpen(
  db: AppDatabase,
  learnerId: LearnerId,
  path: string,
  counted: boolean,
  day: Day,
  now: Date,
): Promise<ProgressAwards | null> {
  return db.transaction().execute(async (trx) => {
    await saveDevotionalOpen(trx, learnerId, path, now);
    if (!counted) return null;
    await recordLearningDay(trx, learnerId, day, 'devotional', now);
    return awardProgress(trx, learnerId, now);
  });
}
