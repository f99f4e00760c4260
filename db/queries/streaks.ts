import type { LearnerId } from '../../src/lib/ids.ts';
import type { Day } from '../../src/lib/site-day.ts';
import type { Executor } from '../connection.ts';

export type LearningActivity = 'chapter' | 'verse' | 'game' | 'devotional' | 'story';

/** Records that the learner learned on `day` (once a day: the first activity is kept). True when new. */
export async function insertLearningDay(
  db: Executor,
  learnerId: LearnerId,
  day: Day,
  activity: LearningActivity,
  now: Date,
): Promise<boolean> {
  const r = await db
    .insertInto('learning_days')
    .values({ user_id: learnerId, day, first_activity: activity, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Every day the learner learned, oldest first. */
export async function listLearningDays(db: Executor, learnerId: LearnerId): Promise<Day[]> {
  const rows = await db
    .selectFrom('learning_days')
    .select('day')
    .where('user_id', '=', learnerId)
    .orderBy('day')
    .execute();
  return rows.map((r) => r.day);
}

/** The learner's weekly goal, or null when they have not chosen one. */
export async function findWeeklyGoal(db: Executor, learnerId: LearnerId): Promise<number | null> {
  const row = await db
    .selectFrom('learner_goals')
    .select('weekly_goal')
    .where('user_id', '=', learnerId)
    .executeTakeFirst();
  return row ? Number(row.weekly_goal) : null;
}

export async function saveWeeklyGoal(
  db: Executor,
  learnerId: LearnerId,
  goal: number,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('learner_goals')
    .values({ user_id: learnerId, weekly_goal: goal, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ weekly_goal: goal, updated_at: at }))
    .execute();
}

/** A devotional page the learner opened (its path), for the parent's view of the week; again: the time moves. */
export async function saveDevotionalOpen(
  db: Executor,
  learnerId: LearnerId,
  path: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('devotional_opens')
    .values({ user_id: learnerId, devotional_path: path, opened_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'devotional_path']).doUpdateSet({ opened_at: at }))
    .execute();
}
