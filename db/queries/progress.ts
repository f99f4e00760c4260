import { sql } from 'kysely';
import type { ProgressStats } from '../../src/lib/achievements.ts';
import { normalizeReference } from '../../src/lib/memory-verses.ts';
import type { UserActivity } from '../../src/lib/challenges/other-completion.ts';
import type { Executor } from '../connection.ts';

const count = async (query: Promise<{ n: number | bigint | string } | undefined>): Promise<number> => Number((await query)?.n ?? 0);

/** Everything the achievement and challenge rules look at, for one user. */
export async function loadUserProgress(db: Executor, userId: string): Promise<{ stats: ProgressStats; activity: UserActivity }> {
  const [chaptersRead, challengesCompleted, mastered, gamesFinished, gamesWon, differentGamesWon, stories] = await Promise.all([
    count(
      db
        .selectFrom(db.selectFrom('bible_reading_progress').select(['book', 'chapter']).distinct().where('user_id', '=', userId).as('c'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ),
    count(db.selectFrom('user_challenges').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('status', '=', 'completed').executeTakeFirst()),
    db
      .selectFrom('user_verse_progress as p')
      .innerJoin('memory_verses as v', 'v.id', 'p.memory_verse_id')
      .select('v.reference')
      .where('p.user_id', '=', userId)
      .where('p.is_mastered', '=', 1)
      .execute(),
    count(db.selectFrom('game_results').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirst()),
    count(db.selectFrom('game_results').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('won', '=', 1).executeTakeFirst()),
    count(
      db
        .selectFrom('game_results')
        .select(sql<number>`count(distinct game_id)`.as('n'))
        .where('user_id', '=', userId)
        .where('won', '=', 1)
        .executeTakeFirst(),
    ),
    db.selectFrom('user_stories').select('category').where('user_id', '=', userId).where('status', '=', 'approved').execute(),
  ]);
  return {
    stats: {
      chapters_read: chaptersRead,
      challenges_completed: challengesCompleted,
      verses_mastered: mastered.length,
      games_won: gamesWon,
      different_games_won: differentGamesWon,
    },
    activity: {
      gamesFinished,
      masteredReferences: new Set(mastered.map((m) => normalizeReference(m.reference))),
      approvedStoryCategories: stories.map((s) => s.category),
    },
  };
}

export interface ChallengeView {
  id: string;
  title: string;
  description: string;
  type: string;
  points: number;
  badge: { id: string; name: string; icon: string } | null;
  requirements: string;
  createdAt: string;
}

/** Active challenges, newest first, with their badge (learning.md section 7). */
export async function listActiveChallenges(db: Executor): Promise<ChallengeView[]> {
  const rows = await db
    .selectFrom('challenges as c')
    .leftJoin('badges as b', 'b.id', 'c.badge_reward')
    .select(['c.id', 'c.title', 'c.description', 'c.type', 'c.points', 'c.verification_requirements', 'c.created_at', 'b.id as badge_id', 'b.name as badge_name', 'b.icon as badge_icon'])
    .where('c.is_active', '=', 1)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    type: r.type,
    points: r.points,
    badge: r.badge_id ? { id: r.badge_id, name: r.badge_name ?? '', icon: r.badge_icon ?? '' } : null,
    requirements: r.verification_requirements,
    createdAt: r.created_at,
  }));
}

export async function findActiveChallenge(db: Executor, id: string): Promise<{ id: string; title: string } | null> {
  const row = await db.selectFrom('challenges').select(['id', 'title']).where('id', '=', id).where('is_active', '=', 1).executeTakeFirst();
  return row ?? null;
}

export interface UserChallengeState {
  challengeId: string;
  status: 'started' | 'completed';
  progress: number;
  startedAt: string;
  completedAt: string | null;
}

export async function listUserChallenges(db: Executor, userId: string): Promise<UserChallengeState[]> {
  const rows = await db.selectFrom('user_challenges').selectAll().where('user_id', '=', userId).execute();
  return rows.map((r) => ({ challengeId: r.challenge_id, status: r.status as UserChallengeState['status'], progress: r.progress, startedAt: r.started_at, completedAt: r.completed_at }));
}

/** Starts a challenge (status started, progress 0); an existing start or completion is kept. */
export async function startUserChallenge(db: Executor, userId: string, challengeId: string, now = new Date()): Promise<UserChallengeState> {
  await db
    .insertInto('user_challenges')
    .values({ user_id: userId, challenge_id: challengeId, status: 'started', progress: 0, started_at: now.toISOString(), completed_at: null })
    .onConflict((oc) => oc.columns(['user_id', 'challenge_id']).doNothing())
    .execute();
  const row = await db.selectFrom('user_challenges').selectAll().where('user_id', '=', userId).where('challenge_id', '=', challengeId).executeTakeFirstOrThrow();
  return { challengeId: row.challenge_id, status: row.status as UserChallengeState['status'], progress: row.progress, startedAt: row.started_at, completedAt: row.completed_at };
}

/** Completed challenges whose badge the user does not have yet. */
export async function listUnawardedBadges(db: Executor, userId: string): Promise<Array<{ badgeId: string; challengeId: string }>> {
  const rows = await db
    .selectFrom('user_challenges as uc')
    .innerJoin('challenges as c', 'c.id', 'uc.challenge_id')
    .leftJoin('user_badges as ub', (j) => j.onRef('ub.badge_id', '=', 'c.badge_reward').on('ub.user_id', '=', userId))
    .select(['c.badge_reward', 'c.id'])
    .where('uc.user_id', '=', userId)
    .where('uc.status', '=', 'completed')
    .where('c.badge_reward', 'is not', null)
    .where('ub.badge_id', 'is', null)
    .execute();
  return rows.map((r) => ({ badgeId: r.badge_reward!, challengeId: r.id }));
}

export async function insertUserBadge(db: Executor, userId: string, badgeId: string, challengeId: string, now = new Date()): Promise<boolean> {
  const r = await db
    .insertInto('user_badges')
    .values({ user_id: userId, badge_id: badgeId, challenge_id: challengeId, awarded_at: now.toISOString() })
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

export async function listUserBadges(db: Executor, userId: string): Promise<EarnedBadge[]> {
  return db
    .selectFrom('user_badges as ub')
    .innerJoin('badges as b', 'b.id', 'ub.badge_id')
    .select(['b.id', 'b.name', 'b.icon', 'b.description', 'ub.awarded_at as awardedAt'])
    .where('ub.user_id', '=', userId)
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
  const rows = await db.selectFrom('achievements').selectAll().orderBy('points', 'desc').orderBy('name').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, description: r.description, icon: r.icon, points: r.points, stat: r.rule_stat, count: r.rule_count }));
}

export async function listUserAchievements(db: Executor, userId: string): Promise<Array<{ id: string; earnedAt: string }>> {
  return db.selectFrom('user_achievements').select(['achievement_id as id', 'earned_at as earnedAt']).where('user_id', '=', userId).execute();
}

export async function insertUserAchievement(db: Executor, userId: string, achievementId: string, now = new Date()): Promise<boolean> {
  const r = await db
    .insertInto('user_achievements')
    .values({ user_id: userId, achievement_id: achievementId, earned_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'achievement_id']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Points: every completed challenge's and every earned achievement's. */
export async function totalPoints(db: Executor, userId: string): Promise<number> {
  const [challenges, achievements] = await Promise.all([
    db
      .selectFrom('user_challenges as uc')
      .innerJoin('challenges as c', 'c.id', 'uc.challenge_id')
      .select((eb) => eb.fn.sum<number>('c.points').as('n'))
      .where('uc.user_id', '=', userId)
      .where('uc.status', '=', 'completed')
      .executeTakeFirst(),
    db
      .selectFrom('user_achievements as ua')
      .innerJoin('achievements as a', 'a.id', 'ua.achievement_id')
      .select((eb) => eb.fn.sum<number>('a.points').as('n'))
      .where('ua.user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return Number(challenges?.n ?? 0) + Number(achievements?.n ?? 0);
}
