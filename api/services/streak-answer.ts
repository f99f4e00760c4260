import { z } from 'zod';
import type { Executor } from '../../db/connection.ts';
import { findWeeklyGoal, listLearningDays } from '../../db/queries/streaks.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import type { LearnerId } from '../../src/lib/ids.ts';
import type { Day } from '../../src/lib/site-day.ts';
import {
  defaultWeeklyGoal,
  maxWeeklyGoal,
  minWeeklyGoal,
  type StreakSummary,
  streakMessage,
  streakMessageAbout,
  summarizeStreak,
} from '../../src/lib/streaks.ts';

const goalMessage = `Choose from ${minWeeklyGoal} to ${maxWeeklyGoal} days a week.`;

/** A weekly goal, chosen by the learner (PUT /api/streak/goal) or a parent for a child. */
export const weeklyGoalSchema = z.object({
  daysPerWeek: z
    .number({ error: goalMessage })
    .int(goalMessage)
    .min(minWeeklyGoal, goalMessage)
    .max(maxWeeklyGoal, goalMessage),
});

export type StreakAnswer = StreakSummary & { today: Day; message: string };

/**
 * A learner's streak as the API answers it: the summary for `today` and its encouragement, to the
 * learner, or about them to their parent when `childName` is given (the family view), in the
 * request's language.
 */
export async function streakAnswer(
  db: Executor,
  learnerId: LearnerId,
  today: Day,
  childName?: string,
  locale?: Locale,
): Promise<StreakAnswer> {
  const [days, goal] = await Promise.all([listLearningDays(db, learnerId), findWeeklyGoal(db, learnerId)]);
  const summary = summarizeStreak(days, today, goal ?? defaultWeeklyGoal);
  const message =
    childName === undefined
      ? streakMessage({ ...summary, today }, locale)
      : streakMessageAbout(childName, { ...summary, today }, locale);
  return { today, ...summary, message };
}
