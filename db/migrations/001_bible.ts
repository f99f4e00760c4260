import { type Kysely, sql } from 'kysely';
import { autoId, isPostgres } from '../dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('bible_books')
    .addColumn('number', 'integer', (c) => c.primaryKey())
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_long', 'text', (c) => c.notNull())
    .addColumn('testament', 'text', (c) => c.notNull().check(sql`testament in ('OT', 'NT')`))
    .addColumn('chapters', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('bible_verses')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('book', 'integer', (c) => c.notNull().references('bible_books.number'))
    .addColumn('chapter', 'integer', (c) => c.notNull())
    .addColumn('verse', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addUniqueConstraint('bible_verses_ref', ['version', 'book', 'chapter', 'verse'])
    .execute();

  if (isPostgres(db)) {
    // Full-text index over the verse text: a tsvector column the database keeps in step, with a GIN
    // index. Words are stemmed like FTS5's porter tokenizer does, and no word is left out (the
    // english configuration would drop "the", which children search for).
    await sql`create text search dictionary bible_stem (template = snowball, language = english)`.execute(db);
    await sql`create text search configuration bible_search (copy = simple)`.execute(db);
    await sql`alter text search configuration bible_search
      alter mapping for asciiword, word, numword, hword_asciipart, hword_part, hword_numpart with bible_stem`.execute(
      db,
    );
    // Hyphenated words are indexed as their parts only, as FTS5 splits them.
    await sql`alter text search configuration bible_search drop mapping for asciihword, hword, numhword`.execute(
      db,
    );
    await sql`alter table bible_verses
      add column search tsvector generated always as (to_tsvector('bible_search', text)) stored`.execute(db);
    await sql`create index bible_verses_search on bible_verses using gin (search)`.execute(db);
    return;
  }
  // Full-text index over the verse text; kept in step by the importer ("rebuild" after import).
  await sql`create virtual table bible_verses_fts using fts5(
    text, content='bible_verses', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2'
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) await sql`drop table if exists bible_verses_fts`.execute(db);
  await db.schema.dropTable('bible_verses').ifExists().execute();
  if (isPostgres(db)) {
    await sql`drop text search configuration if exists bible_search`.execute(db);
    await sql`drop text search dictionary if exists bible_stem`.execute(db);
  }
  await db.schema.dropTable('bible_books').ifExists().execute();
  await db.schema.dropTable('meta').ifExists().execute();
}
