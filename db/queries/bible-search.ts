import { sql } from 'kysely';
import { matchEnd, matchStart, maxCountedMatches } from '../../src/lib/bible/search.ts';
import type { AppDatabase } from '../connection.ts';

export interface VerseSearchInput {
  /** An FTS5 MATCH expression built by ftsMatchExpression (never raw user input). */
  match: string;
  version: string;
  /** Limit to one book (its number), or every book. */
  bookNumber: number | null;
  limit: number;
}

export interface VerseSearchHit {
  bookNumber: number;
  chapter: number;
  verse: number;
  /** The verse text with matches between matchStart and matchEnd. */
  marked: string;
}

export interface VerseSearchResult {
  hits: VerseSearchHit[];
  /** Matching verses, counted up to maxCountedMatches + 1. */
  total: number;
}

/**
 * Full-text search of one version, in canonical order (Genesis to Revelation). The rowid range of
 * the version (and book) lets FTS5 skip the other version's postings; the join keeps it exact.
 */
export async function searchVerses(db: AppDatabase, input: VerseSearchInput): Promise<VerseSearchResult> {
  let rangeQuery = db
    .selectFrom('bible_verses')
    .select((eb) => [eb.fn.min<number>('id').as('lo'), eb.fn.max<number>('id').as('hi')])
    .where('version', '=', input.version);
  if (input.bookNumber !== null) rangeQuery = rangeQuery.where('book', '=', input.bookNumber);
  const range = await rangeQuery.executeTakeFirst();
  if (range?.lo == null || range.hi == null) return { hits: [], total: 0 };

  const where = sql`bible_verses_fts match ${input.match}
    and bible_verses_fts.rowid between ${range.lo} and ${range.hi}
    and v.version = ${input.version}
    ${input.bookNumber === null ? sql`` : sql`and v.book = ${input.bookNumber}`}`;

  const hits = await sql<{ book: number; chapter: number; verse: number; marked: string }>`
    select v.book, v.chapter, v.verse, highlight(bible_verses_fts, 0, ${matchStart}, ${matchEnd}) as marked
    from bible_verses_fts join bible_verses v on v.id = bible_verses_fts.rowid
    where ${where}
    order by bible_verses_fts.rowid
    limit ${input.limit}
  `.execute(db);

  const counted = await sql<{ n: number }>`
    select count(*) as n from (
      select 1 from bible_verses_fts join bible_verses v on v.id = bible_verses_fts.rowid
      where ${where}
      limit ${maxCountedMatches + 1}
    )
  `.execute(db);

  return {
    hits: hits.rows.map((r) => ({ bookNumber: r.book, chapter: r.chapter, verse: r.verse, marked: r.marked })),
    total: Number(counted.rows[0]?.n ?? 0),
  };
}
