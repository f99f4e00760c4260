import type { Selectable } from 'kysely';
import type { AccountId, LearnerId } from '../../src/lib/ids.ts';
import type { AppDatabase, Executor } from '../connection.ts';
import type { ReviewStatus, UserStoriesTable } from '../tables/community.ts';
import { authorOf, authors, type WithAuthor } from './authors.ts';

export interface Story {
  id: number;
  userId: LearnerId;
  title: string;
  content: string;
  category: string;
  isAnonymous: boolean;
  status: ReviewStatus;
  createdAt: string;
  reviewedAt: string | null;
}

export interface StoryWithAuthor extends Story, WithAuthor {}

function toStory(r: Selectable<UserStoriesTable>): Story {
  return {
    id: r.id,
    userId: r.user_id as LearnerId,
    title: r.title,
    content: r.content,
    category: r.category,
    isAnonymous: r.is_anonymous === 1,
    status: r.status,
    createdAt: r.created_at,
    reviewedAt: r.reviewed_at,
  };
}

export async function insertStory(
  db: Executor,
  s: {
    learnerId: LearnerId;
    title: string;
    content: string;
    category: string;
    isAnonymous: boolean;
    /** A child's story waits for the parent before the admins see it. */
    awaitingParent?: boolean;
  },
  now: Date = new Date(),
): Promise<Story> {
  const row = await db
    .insertInto('user_stories')
    .values({
      user_id: s.learnerId,
      title: s.title,
      content: s.content,
      category: s.category,
      is_anonymous: s.isAnonymous ? 1 : 0,
      is_approved: 0,
      status: 'pending',
      created_at: now.toISOString(),
      awaiting_parent: s.awaitingParent ? 1 : 0,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toStory(row);
}

/** A user's own stories, newest first. */
export async function listUserStories(db: AppDatabase, learnerId: LearnerId): Promise<Story[]> {
  const rows = await db
    .selectFrom('user_stories')
    .selectAll()
    .where('user_id', '=', learnerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toStory);
}

/** How many stories a user wrote since a time, and when the earliest of them was written. */
export async function countUserStoriesSince(
  db: Executor,
  learnerId: LearnerId,
  sinceIso: string,
): Promise<{ count: number; earliest: Date | null }> {
  const row = await db
    .selectFrom('user_stories')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('earliest')])
    .where('user_id', '=', learnerId)
    .where('created_at', '>=', sinceIso)
    .executeTakeFirst();
  const earliest = row?.earliest ? new Date(String(row.earliest)) : null;
  return { count: Number(row?.n ?? 0), earliest };
}

/** Stories with a given review status and their authors, newest first. */
export async function listStoriesByStatus(
  db: AppDatabase,
  status: ReviewStatus,
  limit = 200,
): Promise<StoryWithAuthor[]> {
  const rows = await db
    .selectFrom('user_stories as s')
    .innerJoin(authors(db).as('a'), 'a.author_id', 's.user_id')
    .selectAll(['s', 'a'])
    .where((eb) => eb.and({ 's.status': status, 's.awaiting_parent': 0 }))
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...toStory(r), ...authorOf(r) }));
}

export async function findStory(db: AppDatabase, id: number): Promise<Story | null> {
  const row = await db.selectFrom('user_stories').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toStory(row) : null;
}

/**
 * Approves or rejects a story, recording who reviewed it and when; null when there is no such
 * story ready for the admins (a child's story waiting for its parent is not).
 */
export async function reviewStory(
  db: Executor,
  id: number,
  status: 'approved' | 'rejected',
  reviewerId: AccountId,
  now: Date = new Date(),
): Promise<Story | null> {
  const row = await db
    .updateTable('user_stories')
    .set({
      status,
      is_approved: status === 'approved' ? 1 : 0,
      reviewed_by: reviewerId,
      reviewed_at: now.toISOString(),
    })
    .where('id', '=', id)
    .where('awaiting_parent', '=', 0)
    .returningAll()
    .executeTakeFirst();
  return row ? toStory(row) : null;
}
