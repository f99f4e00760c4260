import { type Kysely, sql } from 'kysely';
import { autoId } from '../dialect.ts';

/** Devotionals, wisdom proverbs, mini lessons and daily readings (issue 5). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('devotionals')
    .addColumn('id', 'integer', autoId(db, { neverReused: true }))
    // Not unique: the spec's duplicate rule (same date) belongs to the bulk importer only.
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('key_verse', 'text', (c) => c.notNull())
    .addColumn('devotional_text', 'text', (c) => c.notNull())
    .addColumn('reflection', 'text')
    .addColumn('prayer', 'text')
    .addColumn('media_type', 'text', (c) =>
      c.notNull().defaultTo('none').check(sql`media_type in ('none', 'audio', 'video')`),
    )
    .addColumn('media_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('devotionals_date').on('devotionals').column('date').execute();

  await db.schema
    .createTable('wisdom_proverbs')
    .addColumn('id', 'integer', autoId(db, { neverReused: true }))
    .addColumn('proverb', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('meaning', 'text', (c) => c.notNull())
    .addColumn('why_it_matters', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1).check(sql`is_active in (0, 1)`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('wisdom_proverbs_active')
    .on('wisdom_proverbs')
    .columns(['is_active', 'created_at'])
    .execute();

  await db.schema
    .createTable('mini_lessons')
    // The id is the title lowercased, spaces as hyphens (src/lib/mini-lessons.ts): also the page address.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('key_verses', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('reflection', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('daily_readings')
    .addColumn('id', 'integer', autoId(db, { neverReused: true }))
    .addColumn('date', 'text', (c) => c.notNull().unique())
    .addColumn('book', 'text', (c) => c.notNull())
    .addColumn('chapter', 'integer', (c) => c.notNull())
    .addColumn('verse_start', 'integer')
    .addColumn('verse_end', 'integer')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['daily_readings', 'mini_lessons', 'wisdom_proverbs', 'devotionals']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
