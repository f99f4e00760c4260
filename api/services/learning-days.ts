import type { Executor } from '../../db/connection.ts';
import { insertLearningDay, type LearningActivity } from '../../db/queries/streaks.ts';
import type { LearnerId } from '../../src/lib/ids.ts';
import type { Day } from '../../src/lib/site-day.ts';

export type { LearningActivity };

/**
 * The one call for "the learner learned something today" (gentle streaks, issue 19): a chapter
 * read, a verse practised, a game finished, the day's devotional opened. `siteDay` is the day in
 * SITE_TIME_ZONE (`siteDay(now, settings.siteTimeZone)`). Idempotent: a day counts once. Call it
 * inside the transaction of the write that made the progress, before awardProgress (streak
 * badges are awarded there). True when this was the learner's first activity of the day.
 */
export function recordLearningDay(
  db: Executor,
  learnerId: LearnerId,
  siteDay: Day,
  activity: LearningActivity,
  now: Date = new Date(),
): Promise<boolean> {
  return insertLearningDay(db, learnerId, siteDay, activity, now);
}
