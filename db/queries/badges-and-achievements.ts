import type { LearnerId } from '../../src/lib/ids.ts';
import type { Executor } from '../connection.ts';

/** Completed challenges whose badge the user does not have yet. */
export async function listUnawardedBadges(
  db: Executor,
  learnerId: LearnerId,
): Promise<Array<{ badgeId: string; challengeId: string }>> {
  const rows = await db
    .selectFrom('user_challenges as uc')
    .innerJoin('challenges as c', 'c.id', 'uc.challenge_id')
    .leftJoin('user_badges as ub', (j) =>
      j.onRef('ub.badge_id', '=', 'c.badge_reward').on('ub.user_id', '=', learnerId),
    )
    .select(['c.badge_reward', 'c.id'])
    .where('uc.user_id', '=', learnerId)
    .where('uc.status', '=', 'completed')
    .where('c.badge_reward', 'is not', null)
    .where('ub.badge_id', 'is', null)
    .execute();
  return rows.map((r) => ({ badgeId: r.badge_reward!, challengeId: r.id }));
}

export async function insertUserBadge(
  db: Executor,
  learnerId: LearnerId,
  badgeId: string,
  challengeId: string,
  now = new Date(),
): Promise<boolean> {
  const r = await db
    .insertInto('user_badges')
    .values({
      user_id: learnerId,
      badge_id: badgeId,
      challenge_id: challengeId,
      awarded_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(['user_id', 'badge_id']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export interface EarnedBadge {
  id: string;
  name: string;
  icon: string;
  description: string;
  awardedAt: string;
}

export async function listUserBadges(db: Executor, learnerId: LearnerId): Promise<EarnedBadge[]> {
  return db
    .selectFrom('user_badges as ub')
    .innerJoin('badges as b', 'b.id', 'ub.badge_id')
    .select(['b.id', 'b.name', 'b.icon', 'b.description', 'ub.awarded_at as awardedAt'])
    .where('ub.user_id', '=', learnerId)
    .orderBy('ub.awarded_at', 'desc')
    .execute();
}

export interface Achievement {
  id: string;
  name: string;
  description: string;
  icon: string;
  points: number;
  stat: string;
  count: number;
}

export async function listAchievements(db: Executor): Promise<Achievement[]> {
  const rows = await db
    .selectFrom('achievements')
    .selectAll()
    .orderBy('points', 'desc')
    .orderBy('name')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    icon: r.icon,
    points: r.points,
    stat: r.rule_stat,
    count: r.rule_count,
  }));
}

export async function listUserAchievements(
  db: Executor,
  learnerId: LearnerId,
): Promise<Array<{ id: string; earnedAt: string }>> {
  return db
    .selectFrom('user_achievements')
    .select(['achievement_id as id', 'earned_at as earnedAt'])
    .where('user_id', '=', learnerId)
    .execute();
}

export async function insertUserAchievement(
  db: Executor,
  learnerId: LearnerId,
  achievementId: string,
  now = new Date(),
): Promise<boolean> {
  const r = await db
    .insertInto('user_achievements')
    .values({ user_id: learnerId, achievement_id: achievementId, earned_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'achievement_id']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}
