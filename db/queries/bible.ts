import type { BibleBook, Testament } from '../../src/lib/bible/books.ts';
import type { AppDatabase } from '../connection.ts';

export interface VerseText {
  verse: number;
  text: string;
}

/** The 66 books as stored, in canonical order. */
export async function listBooks(db: AppDatabase): Promise<BibleBook[]> {
  const rows = await db.selectFrom('bible_books').selectAll().orderBy('number').execute();
  return rows.map((r) => ({
    number: r.number,
    id: r.id,
    name: r.name,
    nameLong: r.name_long,
    testament: r.testament as Testament,
    chapters: r.chapters,
    slug: r.slug,
  }));
}

/** The verses of one chapter in order; empty when the chapter is not stored. */
export async function listChapterVerses(
  db: AppDatabase,
  version: string,
  bookNumber: number,
  chapter: number,
): Promise<VerseText[]> {
  return db
    .selectFrom('bible_verses')
    .select(['verse', 'text'])
    .where('version', '=', version)
    .where('book', '=', bookNumber)
    .where('chapter', '=', chapter)
    .orderBy('verse')
    .execute();
}

/** How many verses each version holds (for health and start-up checks). */
export async function countVersesByVersion(db: AppDatabase): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('bible_verses')
    .select(['version', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('version')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.version, Number(r.n)]));
}

/** How many distinct chapters a version holds. */
export async function countChapters(db: AppDatabase, version: string): Promise<number> {
  const chapters = db
    .selectFrom('bible_verses')
    .select(['book', 'chapter'])
    .distinct()
    .where('version', '=', version)
    .as('c');
  const row = await db
    .selectFrom(chapters)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface StoredVerse extends VerseText {
  book: number;
  chapter: number;
}

/** Every verse of a version in canonical order, in one query (the build indexes them in memory). */
export async function listVersionVerses(db: AppDatabase, version: string): Promise<StoredVerse[]> {
  return db
    .selectFrom('bible_verses')
    .select(['book', 'chapter', 'verse', 'text'])
    .where('version', '=', version)
    .orderBy('book')
    .orderBy('chapter')
    .orderBy('verse')
    .execute();
}
