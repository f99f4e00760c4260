import { type Kysely, sql } from 'kysely';

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
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('book', 'integer', (c) => c.notNull().references('bible_books.number'))
    .addColumn('chapter', 'integer', (c) => c.notNull())
    .addColumn('verse', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addUniqueConstraint('bible_verses_ref', ['version', 'book', 'chapter', 'verse'])
    .execute();

  // Full-text index over the verse text; kept in step by the importer ("rebuild" after import).
  await sql`create virtual table bible_verses_fts using fts5(
    text, content='bible_verses', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2'
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists bible_verses_fts`.execute(db);
  await db.schema.dropTable('bible_verses').ifExists().execute();
  await db.schema.dropTable('bible_books').ifExists().execute();
  await db.schema.dropTable('meta').ifExists().execute();
}
