import { sql } from 'kysely';
import type { ProgressStats } from '../../src/lib/achievements.ts';
import type { UserActivity } from '../../src/lib/challenges/other-completion.ts';
import type { LearnerId } from '../../src/lib/ids.ts';
import { normalizeReference } from '../../src/lib/memory-verses.ts';
import { streakRuns } from '../../src/lib/streaks.ts';
import type { Executor } from '../connection.ts';
import { countStoryStars } from './bible-story-stars.ts';

const count = async (query: Promise<{ n: number | bigint | string } | undefined>): Promise<number> =>
  Number((await query)?.n ?? 0);

/** Everything the achievement and challenge rules look at, for one user. */
export async function loadUserProgress(
  db: Executor,
  learnerId: LearnerId,
): Promise<{ stats: ProgressStats; activity: UserActivity }> {
  const [
    chaptersRead,
    challengesCompleted,
    mastered,
    gamesFinished,
    gamesWon,
    differentGamesWon,
    stories,
    learningDays,
    finishedPlans,
    storiesHeard,
  ] = await Promise.all([
    count(
      db
        .selectFrom(
          db
            .selectFrom('bible_reading_progress')
            .select(['book', 'chapter'])
            .distinct()
            .where('user_id', '=', learnerId)
            .as('c'),
        )
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('user_challenges')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', learnerId)
        .where('status', '=', 'completed')
        .executeTakeFirst(),
    ),
    // Mastered as the verse schedule says (src/lib/memory/schedule.ts), any verse or passage.
    db
      .selectFrom('verse_cards')
      .select('reference')
      .where('user_id', '=', learnerId)
      .where('mastered_at', 'is not', null)
      .execute(),
    count(
      db
        .selectFrom('game_results')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', learnerId)
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('game_results')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', learnerId)
        .where('won', '=', 1)
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('game_results')
        .select(sql<number>`count(distinct game_id)`.as('n'))
        .where('user_id', '=', learnerId)
        .where('won', '=', 1)
        .executeTakeFirst(),
    ),
    db
      .selectFrom('user_stories')
      .select('category')
      .where('user_id', '=', learnerId)
      .where('status', '=', 'approved')
      .execute(),
    db.selectFrom('learning_days').select('day').where('user_id', '=', learnerId).execute(),
    db
      .selectFrom('learner_reading_plans')
      .select('plan_id')
      .where('user_id', '=', learnerId)
      .where('completed_at', 'is not', null)
      .execute(),
    countStoryStars(db, learnerId),
  ]);
  return {
    stats: {
      chapters_read: chaptersRead,
      challenges_completed: challengesCompleted,
      verses_mastered: mastered.length,
      games_won: gamesWon,
      different_games_won: differentGamesWon,
      bible_stories_heard: storiesHeard,
    },
    activity: {
      gamesFinished,
      masteredReferences: new Set(mastered.map((m) => normalizeReference(m.reference))),
      approvedStoryCategories: stories.map((s) => s.category),
      longestStreak: streakRuns(learningDays.map((d) => d.day)).reduce((max, r) => Math.max(max, r.days), 0),
      finishedPlans: new Set(finishedPlans.map((p) => p.plan_id)),
    },
  };
}

/** Points: every completed challenge's and every earned achievement's. */
export async function totalPoints(db: Executor, learnerId: LearnerId): Promise<number> {
  const [challenges, achievements] = await Promise.all([
    db
      .selectFrom('user_challenges as uc')
      .innerJoin('challenges as c', 'c.id', 'uc.challenge_id')
      .select((eb) => eb.fn.sum<number>('c.points').as('n'))
      .where('uc.user_id', '=', learnerId)
      .where('uc.status', '=', 'completed')
      .executeTakeFirst(),
    db
      .selectFrom('user_achievements as ua')
      .innerJoin('achievements as a', 'a.id', 'ua.achievement_id')
      .select((eb) => eb.fn.sum<number>('a.points').as('n'))
      .where('ua.user_id', '=', learnerId)
      .executeTakeFirst(),
  ]);
  return Number(challenges?.n ?? 0) + Number(achievements?.n ?? 0);
}
