import type { Executor } from '../../db/connection.ts';
import {
  listLearnerPlans,
  listReadingPlans,
  listReadMarks,
  markLearnerPlanFinished,
  type StoredReadingPlan,
} from '../../db/queries/reading-plans.ts';
import type { LearnerId } from '../../src/lib/ids.ts';
import {
  completedPlanDays,
  type LearnerPlanView,
  type Passage,
  planPassages,
  planProgress,
} from '../../src/lib/reading-plans.ts';
import type { Day } from '../../src/lib/site-day.ts';

export type { LearnerPlanView };

function passagesOf(plan: StoredReadingPlan): Passage[][] {
  try {
    return planPassages(plan.days);
  } catch {
    return plan.days.map(() => []);
  }
}

/** One plan as the learner sees it on `today`: its days and, when started, which are done. */
export async function learnerPlanView(
  db: Executor,
  learnerId: LearnerId,
  plan: StoredReadingPlan,
  today: Day,
): Promise<LearnerPlanView> {
  const passages = passagesOf(plan);
  const started = (await listLearnerPlans(db, learnerId)).find((p) => p.planId === plan.id);
  const view: LearnerPlanView = {
    plan: {
      id: plan.id,
      title: plan.title,
      description: plan.description,
      days: passages.map((p, i) => ({ day: i + 1, passages: p })),
    },
    started: null,
  };
  if (!started) return view;
  const done = completedPlanDays(passages, await listReadMarks(db, learnerId), started.startedAt);
  view.started = {
    startedOn: started.startedOn,
    completedAt: started.completedAt,
    daysDone: done,
    progress: planProgress(done, started.startedOn, today),
  };
  return view;
}

/**
 * After a chapter is marked read, in its transaction: every started plan whose days are now all
 * done is finished (its badge and challenge come from awardProgress). Returns the plans finished.
 */
export async function finishCompletedPlans(
  trx: Executor,
  learnerId: LearnerId,
  now: Date,
): Promise<Array<{ id: string; title: string }>> {
  const finished: Array<{ id: string; title: string }> = [];
  for (const { plan, done } of await openPlanDays(trx, learnerId)) {
    if (done.length > 0 && done.every(Boolean)) {
      await markLearnerPlanFinished(trx, learnerId, plan.id, now);
      finished.push({ id: plan.id, title: plan.title });
    }
  }
  return finished;
}

/** A plan day a chapter just completed (day from 1). */
export interface PlanDayDone {
  id: string;
  title: string;
  day: number;
}

/** Each started, unfinished plan of the learner with its days done. */
export async function openPlanDays(
  db: Executor,
  learnerId: LearnerId,
): Promise<Array<{ plan: StoredReadingPlan; done: boolean[] }>> {
  const open = (await listLearnerPlans(db, learnerId)).filter((p) => p.completedAt === null);
  if (open.length === 0) return [];
  const plans = new Map((await listReadingPlans(db)).map((p) => [p.id, p]));
  const marks = await listReadMarks(db, learnerId);
  return open.flatMap((started) => {
    const plan = plans.get(started.planId);
    return plan ? [{ plan, done: completedPlanDays(passagesOf(plan), marks, started.startedAt) }] : [];
  });
}

/**
 * The plan days done now that were not done `before` (openPlanDays before the chapter was saved),
 * so the reader celebrates the day; a plan finished by it is celebrated as finished instead.
 */
export async function newlyDonePlanDays(
  db: Executor,
  learnerId: LearnerId,
  before: ReadonlyArray<{ plan: StoredReadingPlan; done: boolean[] }>,
): Promise<PlanDayDone[]> {
  const doneBefore = new Map(before.map((b) => [b.plan.id, b.done]));
  return (await openPlanDays(db, learnerId)).flatMap(({ plan, done }) =>
    done.flatMap((isDone, i) =>
      isDone && doneBefore.get(plan.id)?.[i] === false
        ? [{ id: plan.id, title: plan.title, day: i + 1 }]
        : [],
    ),
  );
}
