import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Search in Spanish (issue 35): PostgreSQL indexes the Reina-Valera 1909 with a Spanish text search
 * configuration, `bible_search_es`: accents folded by `unaccent` ("amo" finds "amó"), then Spanish
 * stems, and, like the English `bible_search` (migration 001), no word left out as a stop word
 * ("de", "al" are words children type). The `search` column picks the configuration by the verse's
 * version; db/queries/bible-search.ts queries with the same one (`textSearchConfig`). A Spanish
 * version added later joins `spanishVersions` in a migration of its own.
 *
 * SQLite needs nothing: its FTS5 index already folds accents (`remove_diacritics 2`) and case.
 */
const spanishVersions = ['rv1909'];

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  const available = await sql<{ n: number }>`
    select count(*)::int as n from pg_available_extensions where name = 'unaccent'`.execute(db);
  if (!available.rows[0]?.n) {
    throw new Error(
      'PostgreSQL has no unaccent extension, which Spanish Bible search needs. Install the ' +
        "server's contrib modules (Debian's postgresql package has them).",
    );
  }
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`create text search dictionary bible_stem_es (template = snowball, language = spanish)`.execute(
    db,
  );
  await sql`create text search configuration bible_search_es (copy = simple)`.execute(db);
  await sql`alter text search configuration bible_search_es
    alter mapping for asciiword, word, numword, hword_asciipart, hword_part, hword_numpart
    with unaccent, bible_stem_es`.execute(db);
  // Hyphenated words are indexed as their parts only, as in English and in FTS5.
  await sql`alter text search configuration bible_search_es drop mapping for asciihword, hword, numhword`.execute(
    db,
  );
  const spanish = sql.join(spanishVersions.map((v) => sql.lit(v)));
  await sql`drop index if exists bible_verses_search`.execute(db);
  await sql`alter table bible_verses drop column search`.execute(db);
  await sql`alter table bible_verses add column search tsvector generated always as (
    case when version in (${spanish}) then to_tsvector('bible_search_es', text)
    else to_tsvector('bible_search', text) end
  ) stored`.execute(db);
  await sql`create index bible_verses_search on bible_verses using gin (search)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop index if exists bible_verses_search`.execute(db);
  await sql`alter table bible_verses drop column search`.execute(db);
  await sql`alter table bible_verses
    add column search tsvector generated always as (to_tsvector('bible_search', text)) stored`.execute(db);
  await sql`create index bible_verses_search on bible_verses using gin (search)`.execute(db);
  await sql`drop text search configuration if exists bible_search_es`.execute(db);
  await sql`drop text search dictionary if exists bible_stem_es`.execute(db);
}
