import type { Transaction } from 'kysely';
import type { ReadChapter } from '../../src/lib/challenges/reading-completion.ts';
import type { LearnerId } from '../../src/lib/ids.ts';
import type { AppDatabase } from '../connection.ts';
import type { Database } from '../schema.ts';

export interface ChapterReadRecord extends ReadChapter {
  completedAt: string;
}

/** Marks a chapter read: one row per user, version, book and chapter; marking again updates the time. */
export async function upsertChapterRead(
  trx: Transaction<Database>,
  learnerId: LearnerId,
  read: ReadChapter,
  now: Date,
): Promise<ChapterReadRecord> {
  const completedAt = now.toISOString();
  await trx
    .insertInto('bible_reading_progress')
    .values({
      user_id: learnerId,
      version: read.version,
      book: read.book,
      chapter: read.chapter,
      completed_at: completedAt,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'version', 'book', 'chapter']).doUpdateSet({ completed_at: completedAt }),
    )
    .execute();
  return { ...read, completedAt };
}

/** Every chapter the user has read, in any version and book. */
export async function listReadChapters(db: AppDatabase, learnerId: LearnerId): Promise<ReadChapter[]> {
  return db
    .selectFrom('bible_reading_progress')
    .select(['version', 'book', 'chapter'])
    .where('user_id', '=', learnerId)
    .execute();
}

/** The chapters of one book the user has read in one version, in chapter order. */
export async function listReadChaptersOfBook(
  db: AppDatabase,
  learnerId: LearnerId,
  version: string,
  book: string,
): Promise<ChapterReadRecord[]> {
  const rows = await db
    .selectFrom('bible_reading_progress')
    .select(['version', 'book', 'chapter', 'completed_at'])
    .where('user_id', '=', learnerId)
    .where('version', '=', version)
    .where('book', '=', book)
    .orderBy('chapter')
    .execute();
  return rows.map((r) => ({
    version: r.version,
    book: r.book,
    chapter: r.chapter,
    completedAt: r.completed_at,
  }));
}

/** Every chapter of one version the user has read (the reading map's one query). */
export async function listReadChaptersOfVersion(
  db: AppDatabase,
  learnerId: LearnerId,
  version: string,
): Promise<Array<{ book: string; chapter: number }>> {
  const rows = await db
    .selectFrom('bible_reading_progress')
    .select(['book', 'chapter'])
    .where('user_id', '=', learnerId)
    .where('version', '=', version)
    .execute();
  return rows.map((r) => ({ book: r.book, chapter: Number(r.chapter) }));
}
