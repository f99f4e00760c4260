import { type ExpressionBuilder, sql } from 'kysely';
import { ftsMatchFromTerms, matchEnd, matchStart, type SearchTerm } from '../../src/lib/bible/search.ts';
import { findVersion } from '../../src/lib/bible/versions.ts';
import type { AppDatabase } from '../connection.ts';
import { isPostgres } from '../dialect.ts';
import type { Database } from '../schema.ts';

export interface VerseSearchInput {
  /** The words and phrases to find, all of them (parseSearchTerms: never raw user input). */
  terms: readonly SearchTerm[];
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
  /** More verses match than the limit (counting every match of a common word would be slow). */
  hasMore: boolean;
}

/**
 * The smallest and largest verse id of a version (and book). Separate min() and max() subqueries
 * let SQLite answer each from an index (migration 004) in one lookup.
 */
async function findRowidRange(
  db: AppDatabase,
  version: string,
  bookNumber: number | null,
): Promise<{ lo: number; hi: number } | null> {
  const scope = (eb: ExpressionBuilder<Database, 'bible_verses'>) =>
    bookNumber === null
      ? eb('version', '=', version)
      : eb.and([eb('version', '=', version), eb('book', '=', bookNumber)]);
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('bible_verses')
        .select((e) => e.fn.min<number>('id').as('v'))
        .where(scope)
        .as('lo'),
      eb
        .selectFrom('bible_verses')
        .select((e) => e.fn.max<number>('id').as('v'))
        .where(scope)
        .as('hi'),
    ])
    .executeTakeFirst();
  return row?.lo == null || row.hi == null ? null : { lo: row.lo, hi: row.hi };
}

/**
 * Full-text search of one version, in canonical order (Genesis to Revelation). The rowid range of
 * the version (and book) lets FTS5 skip the other version's postings; the join keeps it exact.
 * CROSS JOIN keeps the full-text index as the outer loop: otherwise SQLite may walk a version's
 * 31,000 verses and run the match once for each.
 */
export async function searchVerses(db: AppDatabase, input: VerseSearchInput): Promise<VerseSearchResult> {
  if (isPostgres(db)) return searchVersesPostgres(db, input);
  const match = ftsMatchFromTerms(input.terms);
  if (match === null) return { hits: [], hasMore: false };
  const range = await findRowidRange(db, input.version, input.bookNumber);
  if (!range) return { hits: [], hasMore: false };

  const rows = await sql<{ book: number; chapter: number; verse: number; marked: string }>`
    select v.book, v.chapter, v.verse, highlight(bible_verses_fts, 0, ${matchStart}, ${matchEnd}) as marked
    from bible_verses_fts cross join bible_verses v on v.id = bible_verses_fts.rowid
    where bible_verses_fts match ${match}
      and bible_verses_fts.rowid between ${range.lo} and ${range.hi}
      and v.version = ${input.version}
      ${input.bookNumber === null ? sql`` : sql`and v.book = ${input.bookNumber}`}
    order by bible_verses_fts.rowid
    limit ${input.limit + 1}
  `.execute(db);

  return {
    hits: rows.rows
      .slice(0, input.limit)
      .map((r) => ({ bookNumber: r.book, chapter: r.chapter, verse: r.verse, marked: r.marked })),
    hasMore: rows.rows.length > input.limit,
  };
}

/**
 * The tsquery text for the terms: each word a quoted lexeme (letters and digits only, so nothing
 * in it is syntax), the words of a phrase joined by <-> (next to each other, in order), a prefix
 * as :*, every term required (&).
 */
export function tsQueryFromTerms(terms: readonly SearchTerm[]): string | null {
  if (terms.length === 0) return null;
  return terms
    .map((t) => {
      const words = t.words.map(
        (w, i) => `'${w.replace(/'/g, '')}'${t.prefix && i === t.words.length - 1 ? ':*' : ''}`,
      );
      return `(${words.join(' <-> ')})`;
    })
    .join(' & ');
}

/**
 * The PostgreSQL text search configuration of a version's language (migrations 001 and 042): Spanish
 * folds accents and stems in Spanish; every other version is searched as English.
 */
export function textSearchConfig(version: string): 'bible_search' | 'bible_search_es' {
  return findVersion(version)?.language === 'es' ? 'bible_search_es' : 'bible_search';
}

/** ts_headline marks each word of a phrase apart; FTS5 marks the phrase as one span, as here. */
const gapBetweenMatches = new RegExp(`${matchEnd}(\\s+)${matchStart}`, 'g');

/**
 * PostgreSQL: the tsvector column and its GIN index find the verses (migration 001), in canonical
 * order (verse ids follow it); ts_headline marks the matches of the few verses returned.
 */
async function searchVersesPostgres(db: AppDatabase, input: VerseSearchInput): Promise<VerseSearchResult> {
  const text = tsQueryFromTerms(input.terms);
  if (text === null) return { hits: [], hasMore: false };
  const config = textSearchConfig(input.version);
  const query = sql`to_tsquery(${config}::regconfig, ${text})`;
  const options = `StartSel="${matchStart}", StopSel="${matchEnd}", HighlightAll=true`;
  const rows = await sql<{ book: number; chapter: number; verse: number; marked: string }>`
    with hits as (
      select id, book, chapter, verse, text from bible_verses
      where search @@ ${query}
        and version = ${input.version}
        ${input.bookNumber === null ? sql`` : sql`and book = ${input.bookNumber}`}
      order by id
      limit ${input.limit + 1}
    )
    select book, chapter, verse, ts_headline(${config}::regconfig, text, ${query}, ${options}) as marked
    from hits
    order by id
  `.execute(db);
  return {
    hits: rows.rows.slice(0, input.limit).map((r) => ({
      bookNumber: r.book,
      chapter: r.chapter,
      verse: r.verse,
      marked: r.marked.replace(gapBetweenMatches, '$1'),
    })),
    hasMore: rows.rows.length > input.limit,
  };
}
