import { sql } from 'kysely';
import type { AccountId, LearnerId } from '../../src/lib/ids.ts';
import type { LearnerWeek } from '../../src/lib/profile-checks.ts';
import type { Executor } from '../connection.ts';
import { learnerTables } from '../migrations/027_families.ts';
import { listStoryStars } from './bible-story-stars.ts';

export type { LearnerWeek };

export async function learnerWeek(db: Executor, learnerId: LearnerId, since: Date): Promise<LearnerWeek> {
  const from = since.toISOString();
  const [chapters, badges, games, verses, profile, devotionals, stories] = await Promise.all([
    db
      .selectFrom('bible_reading_progress')
      .select(['book', 'chapter', 'completed_at'])
      .where('user_id', '=', learnerId)
      .where('completed_at', '>=', from)
      .orderBy('completed_at', 'desc')
      .execute(),
    db
      .selectFrom('user_badges as ub')
      .innerJoin('badges as b', 'b.id', 'ub.badge_id')
      .select(['b.id', 'b.name', 'b.icon', 'ub.awarded_at'])
      .where('ub.user_id', '=', learnerId)
      .where('ub.awarded_at', '>=', from)
      .orderBy('ub.awarded_at', 'desc')
      .execute(),
    db
      .selectFrom('game_results')
      .select((eb) => [
        'game_id',
        eb.fn.countAll<number>().as('played'),
        eb.fn.max('score').as('best'),
        eb.fn.max('created_at').as('last'),
      ])
      .where('user_id', '=', learnerId)
      .where('created_at', '>=', from)
      .groupBy('game_id')
      .orderBy('game_id')
      .execute(),
    db
      .selectFrom('user_verse_progress as p')
      .innerJoin('memory_verses as v', 'v.id', 'p.memory_verse_id')
      .select(['v.reference', 'p.mastered_at'])
      .where('p.user_id', '=', learnerId)
      .where('p.is_mastered', '=', 1)
      .where('p.mastered_at', '>=', from)
      .orderBy('p.mastered_at', 'desc')
      .execute(),
    db.selectFrom('profiles').select('last_active_at').where('id', '=', learnerId).executeTakeFirst(),
    db
      .selectFrom('devotional_opens')
      .select(['devotional_path', 'opened_at'])
      .where('user_id', '=', learnerId)
      .where('opened_at', '>=', from)
      .orderBy('opened_at', 'desc')
      .execute(),
    listStoryStars(db, learnerId, since),
  ]);
  const books = new Map<string, number>();
  for (const c of chapters) books.set(c.book, (books.get(c.book) ?? 0) + 1);
  const times = [
    profile?.last_active_at,
    chapters[0]?.completed_at,
    badges[0]?.awarded_at,
    verses[0]?.mastered_at ?? undefined,
    devotionals[0]?.opened_at,
    stories.at(-1)?.heardAt,
    ...games.map((g) => String(g.last)),
  ].filter((t): t is string => typeof t === 'string' && t.length > 0);
  return {
    chapters: chapters.map((c) => ({ book: c.book, chapter: c.chapter, completedAt: c.completed_at })),
    books: [...books].map(([book, n]) => ({ book, chapters: n })),
    badges: badges.map((b) => ({ id: b.id, name: b.name, icon: b.icon, awardedAt: b.awarded_at })),
    games: games.map((g) => ({ gameId: g.game_id, played: Number(g.played), bestScore: Number(g.best) })),
    verses: verses.map((v) => ({ reference: v.reference, masteredAt: v.mastered_at ?? '' })),
    devotionals: devotionals.map((d) => d.devotional_path),
    stories: stories.map((s) => s.slug).reverse(),
    lastLearnedAt: times.length ? times.sort().at(-1)! : null,
  };
}

/** A child's submission waiting for the parent. */
export interface ParentReviewItem {
  kind: 'story' | 'question' | 'prayer' | 'message';
  id: number;
  profileId: string;
  childName: string;
  title: string;
  body: string;
  createdAt: string;
}

/**
 * Where each kind of a child's submission lives. `undecided`: what the parent's approval also sets,
 * so that no admin decision taken while it waited (none can be now; older rows may have one) lets
 * it go public without an admin looking at it after the parent.
 */
const reviewSources = {
  story: {
    table: 'user_stories',
    title: 'title',
    body: 'content',
    undecided: sql`, status = 'pending', is_approved = 0, reviewed_by = null, reviewed_at = null`,
  },
  question: { table: 'questions', title: 'title', body: 'question', undecided: sql`` },
  prayer: { table: 'prayer_requests', title: 'title', body: 'request', undecided: sql`` },
  message: {
    table: 'community_messages',
    title: null,
    body: 'message',
    undecided: sql`, status = 'pending', reviewed_by = null, reviewed_at = null`,
  },
} as const;

export type ParentReviewKind = keyof typeof reviewSources;

/** The family's children's submissions that wait for the parent, oldest first. */
export async function listParentReviews(db: Executor, accountId: AccountId): Promise<ParentReviewItem[]> {
  const all: ParentReviewItem[] = [];
  for (const [kind, source] of Object.entries(reviewSources) as Array<
    [ParentReviewKind, (typeof reviewSources)[ParentReviewKind]]
  >) {
    const { rows } = await sql<{
      id: number;
      profile_id: string;
      child_name: string;
      title: string;
      body: string;
      created_at: string;
    }>`select s.id, s.user_id as profile_id, p.display_name as child_name,
        ${source.title ? sql.ref(`s.${source.title}`) : sql.lit('')} as title,
        ${sql.ref(`s.${source.body}`)} as body, s.created_at
      from ${sql.table(source.table)} s join profiles p on p.id = s.user_id
      where p.account_id = ${accountId} and p.kind = 'child' and s.awaiting_parent = 1
      order by s.created_at, s.id`.execute(db);
    for (const r of rows) {
      all.push({
        kind,
        id: Number(r.id),
        profileId: r.profile_id,
        childName: r.child_name,
        title: r.title,
        body: r.body,
        createdAt: r.created_at,
      });
    }
  }
  return all.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * The parent's answer to a child's submission: approved, it goes on to the admins' queue as
 * today; declined, it is deleted. False when it is not one of the family's waiting submissions.
 */
export async function decideParentReview(
  db: Executor,
  accountId: AccountId,
  kind: ParentReviewKind,
  id: number,
  approve: boolean,
): Promise<boolean> {
  const { table, undecided } = reviewSources[kind];
  const owned = sql`user_id in (select id from profiles where account_id = ${accountId} and kind = 'child')`;
  const result = approve
    ? await sql`update ${sql.table(table)} set awaiting_parent = 0${undecided}
        where id = ${id} and awaiting_parent = 1 and ${owned}`.execute(db)
    : await sql`delete from ${sql.table(table)}
        where id = ${id} and awaiting_parent = 1 and ${owned}`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

/**
 * Whether a submission is a child's that still waits for its parent: the admins' queue does not
 * show it and an admin's decision on it is refused until the parent has approved it.
 */
export async function waitsForParent(db: Executor, kind: ParentReviewKind, id: number): Promise<boolean> {
  const { rows } = await sql<{ waiting: number }>`select awaiting_parent as waiting
    from ${sql.table(reviewSources[kind].table)} where id = ${id}`.execute(db);
  return Number(rows[0]?.waiting ?? 0) === 1;
}

/**
 * Turns off the weekly summary of the account an unsubscribe link names: by its id (a signed link)
 * or by the stored hash of the last link's token (a summary sent before links were signed). Whether
 * an account was found (one already unsubscribed is found too).
 */
export async function unsubscribeWeeklySummary(
  db: Executor,
  by: { accountId: AccountId } | { legacyTokenHash: string },
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ weekly_summary: 0 })
    .where((eb) =>
      'accountId' in by
        ? eb('id', '=', by.accountId)
        : eb('weekly_summary_token_hash', '=', by.legacyTokenHash),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every row of a profile in every per-learner table, by table (the data export). */
export async function exportProfileRows(
  db: Executor,
  learnerId: LearnerId,
): Promise<Record<string, Array<Record<string, unknown>>>> {
  const out: Record<string, Array<Record<string, unknown>>> = {};
  // The tables of migration 027, and those keyed to profiles since.
  for (const table of [...learnerTables, 'bible_story_stars']) {
    const { rows } = await sql<Record<string, unknown>>`
      select * from ${sql.table(table)} where user_id = ${learnerId}`.execute(db);
    out[table] = rows;
  }
  return out;
}
