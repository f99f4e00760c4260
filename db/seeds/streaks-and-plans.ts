import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkPlanInput, type ReadingPlan } from '../../src/lib/reading-plans.ts';
import { streakBadgeDays } from '../../src/lib/streaks.ts';
import type { Executor } from '../connection.ts';
import type { Seed } from './run.ts';

const plansDir = path.resolve(import.meta.dirname, '../../content/reading-plans');

/** The built-in reading plans, from content/reading-plans/*.json (checked like the admin form). */
export function builtInReadingPlans(dir = plansDir): ReadingPlan[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((file) => {
      const raw = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
        id: string;
        title: string;
        description: string;
        sortOrder: number;
        days: string[][];
      };
      const checked = checkPlanInput({
        id: raw.id,
        title: raw.title,
        description: raw.description,
        daysText: raw.days.map((d) => d.join('; ')).join('\n'),
      });
      if ('errors' in checked) throw new Error(`${file}: ${checked.errors.join(' ')}`);
      return { ...checked.plan, sortOrder: raw.sortOrder };
    })
    .sort((a, b) => a.sortOrder - b.sortOrder);
}

/** Streak badges (3, 7, 30, 100 days) and the reading-plan badge, each with its challenge. */
export const streakAndPlanBadges = [
  ...streakBadgeDays.map((days) => ({
    badge: {
      id: `streak-${days}`,
      name:
        { 3: 'Spark', 7: 'Week of Light', 30: 'Month of Faith', 100: 'Shining Star' }[days] ?? `${days} days`,
      icon: { 3: '✨', 7: '🔥', 30: '🌟', 100: '🌈' }[days] ?? '🔥',
      description: `Learned on ${days} days in a streak.`,
    },
    challenge: {
      id: `streak-${days}-days`,
      title: `${days}-Day Streak`,
      description: `Learn something on ${days} days in a row (one grace day a week is fine).`,
      type: 'streak',
      points: days <= 7 ? days * 5 : days * 2,
      requirement: { type: 'streak', days },
    },
  })),
  {
    badge: {
      id: 'plan-finisher',
      name: 'Plan Finisher',
      icon: '🗺️',
      description: 'Finished a reading plan.',
    },
    challenge: {
      id: 'finish-a-reading-plan',
      title: 'Finish a Reading Plan',
      description: 'Read every day of any reading plan.',
      type: 'bible_reading',
      points: 50,
      requirement: { type: 'reading_plan' },
    },
  },
] as const;

/** Inserts the badges and challenges of streaks and plans (kept when they exist). */
export async function insertStreakAndPlanBadges(db: Executor): Promise<void> {
  const createdAt = new Date().toISOString();
  for (const { badge, challenge } of streakAndPlanBadges) {
    await db
      .insertInto('badges')
      .values(badge)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await db
      .insertInto('challenges')
      .values({
        id: challenge.id,
        title: challenge.title,
        description: challenge.description,
        type: challenge.type,
        points: challenge.points,
        badge_reward: badge.id,
        is_active: 1,
        created_at: createdAt,
        verification_requirements: JSON.stringify(challenge.requirement),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}

/** The built-in plans into the empty reading_plans table, and the streak and plan badges. */
export const streaksAndPlansSeed: Seed = {
  name: 'streaks-and-plans',
  tables: ['reading_plans'],
  async run(db) {
    const at = new Date().toISOString();
    await db
      .insertInto('reading_plans')
      .values(
        builtInReadingPlans().map((p) => ({
          id: p.id,
          title: p.title,
          description: p.description,
          days: JSON.stringify(p.days),
          sort_order: p.sortOrder,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    await insertStreakAndPlanBadges(db);
  },
};
