import type { LearnerId } from '../../src/lib/ids.ts';
import type { ReadingPlan, ReadMark } from '../../src/lib/reading-plans.ts';
import type { Executor } from '../connection.ts';
import type { ReadingPlansTable } from '../tables/streaks-and-plans.ts';

export interface StoredReadingPlan extends ReadingPlan {
  createdAt: string;
  updatedAt: string;
}

type PlanRow = ReadingPlansTable;

function toPlan(r: PlanRow): StoredReadingPlan {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    days: JSON.parse(r.days) as string[][],
    sortOrder: Number(r.sort_order),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** Every plan, in the list's order. */
export async function listReadingPlans(db: Executor): Promise<StoredReadingPlan[]> {
  const rows = await db.selectFrom('reading_plans').selectAll().orderBy('sort_order').orderBy('id').execute();
  return rows.map(toPlan);
}

export async function findReadingPlan(db: Executor, id: string): Promise<StoredReadingPlan | null> {
  const row = await db.selectFrom('reading_plans').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toPlan(row) : null;
}

/** A new plan at the end of the list; false when the id is taken. */
export async function insertReadingPlan(
  db: Executor,
  plan: Omit<ReadingPlan, 'sortOrder'>,
  now: Date,
): Promise<boolean> {
  const last = await db
    .selectFrom('reading_plans')
    .select((eb) => eb.fn.max('sort_order').as('n'))
    .executeTakeFirst();
  const at = now.toISOString();
  const r = await db
    .insertInto('reading_plans')
    .values({
      id: plan.id,
      title: plan.title,
      description: plan.description,
      days: JSON.stringify(plan.days),
      sort_order: Number(last?.n ?? 0) + 1,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Edits a plan (not its id); false when there is none. */
export async function updateReadingPlan(
  db: Executor,
  id: string,
  plan: Pick<ReadingPlan, 'title' | 'description' | 'days'>,
  now: Date,
): Promise<boolean> {
  const r = await db
    .updateTable('reading_plans')
    .set({
      title: plan.title,
      description: plan.description,
      days: JSON.stringify(plan.days),
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteReadingPlan(db: Executor, id: string): Promise<boolean> {
  const r = await db.deleteFrom('reading_plans').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export interface LearnerPlan {
  planId: string;
  startedOn: string;
  startedAt: string;
  completedAt: string | null;
}

/** The plans the learner started (finished or not). */
export async function listLearnerPlans(db: Executor, learnerId: LearnerId): Promise<LearnerPlan[]> {
  const rows = await db
    .selectFrom('learner_reading_plans')
    .selectAll()
    .where('user_id', '=', learnerId)
    .orderBy('started_at', 'desc')
    .execute();
  return rows.map((r) => ({
    planId: r.plan_id,
    startedOn: r.started_on,
    startedAt: r.started_at,
    completedAt: r.completed_at,
  }));
}

/** Starts a plan, or starts it again from day 1 (a finished plan keeps its badge). */
export async function startLearnerPlan(
  db: Executor,
  learnerId: LearnerId,
  planId: string,
  startedOn: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('learner_reading_plans')
    .values({
      user_id: learnerId,
      plan_id: planId,
      started_on: startedOn,
      started_at: at,
      completed_at: null,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'plan_id'])
        .doUpdateSet({ started_on: startedOn, started_at: at, completed_at: null }),
    )
    .execute();
}

export async function stopLearnerPlan(db: Executor, learnerId: LearnerId, planId: string): Promise<boolean> {
  const r = await db
    .deleteFrom('learner_reading_plans')
    .where('user_id', '=', learnerId)
    .where('plan_id', '=', planId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function markLearnerPlanFinished(
  db: Executor,
  learnerId: LearnerId,
  planId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('learner_reading_plans')
    .set({ completed_at: now.toISOString() })
    .where('user_id', '=', learnerId)
    .where('plan_id', '=', planId)
    .where('completed_at', 'is', null)
    .execute();
}

/** Ids of the plans the learner finished (ever: a restarted plan clears it, its badge stays). */
export async function listFinishedPlanIds(db: Executor, learnerId: LearnerId): Promise<string[]> {
  const rows = await db
    .selectFrom('learner_reading_plans')
    .select('plan_id')
    .where('user_id', '=', learnerId)
    .where('completed_at', 'is not', null)
    .execute();
  return rows.map((r) => r.plan_id);
}

/** Every chapter the learner marked read, in any version, with the latest time it was marked. */
export async function listReadMarks(db: Executor, learnerId: LearnerId): Promise<ReadMark[]> {
  const rows = await db
    .selectFrom('bible_reading_progress')
    .select(['book', 'chapter', 'completed_at'])
    .where('user_id', '=', learnerId)
    .execute();
  return rows.map((r) => ({ book: r.book, chapter: Number(r.chapter), completedAt: r.completed_at }));
}
