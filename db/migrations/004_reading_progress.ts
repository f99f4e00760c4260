import { type Kysely, sql } from 'kysely';
import { autoId, jsonColumn, jsonType } from '../dialect.ts';

/**
 * Bible reading progress and the challenge tables it completes, and the
 * indexes Bible search needs. Issue 8
 * (challenges, badges, achievements) builds on `challenges`, `challenge_verifications` and
 * `user_challenges`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bible_reading_progress')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('version', 'text', (c) => c.notNull().check(sql`version in ('kjv', 'asv')`))
    // The book's slug ("john", "songofsolomon"), as in the chapter pages' URLs.
    .addColumn('book', 'text', (c) => c.notNull())
    .addColumn('chapter', 'integer', (c) => c.notNull().check(sql`chapter >= 1`))
    .addColumn('completed_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('bible_reading_progress_chapter', ['user_id', 'version', 'book', 'chapter'])
    .execute();

  await db.schema
    .createTable('challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // bible_reading, memory, social, gaming, daily, weekly, monthly; other values show as a default.
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('badge_reward', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1).check(sql`is_active in (0, 1)`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    // JSON: { type, book?, chapters_required?, specific_chapters?, reference?, category?, games_required? }
    .addColumn('verification_requirements', jsonType(db), jsonColumn(db, 'verification_requirements', '{}'))
    .execute();
  await db.schema
    .createIndex('challenges_active')
    .on('challenges')
    .columns(['is_active', 'created_at'])
    .execute();

  await db.schema
    .createTable('challenge_verifications')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('challenge_id', 'text', (c) => c.notNull().references('challenges.id').onDelete('cascade'))
    .addColumn('verification_type', 'text', (c) => c.notNull())
    // JSON, for reading: { chapters_read, requirement_met }.
    .addColumn('verification_data', jsonType(db), jsonColumn(db, 'verification_data', '{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('challenge_verifications_user_challenge', ['user_id', 'challenge_id'])
    .execute();

  await db.schema
    .createTable('user_challenges')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('challenge_id', 'text', (c) => c.notNull().references('challenges.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('started', 'completed')`))
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0).check(sql`progress between 0 and 100`))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addUniqueConstraint('user_challenges_user_challenge', ['user_id', 'challenge_id'])
    .execute();

  // Bible search narrows FTS5 to a version's (and a book's) rowid range; these make finding the
  // range two index lookups instead of a scan of the version (db/queries/bible-search.ts).
  await db.schema
    .createIndex('bible_verses_version_id')
    .on('bible_verses')
    .columns(['version', 'id'])
    .execute();
  await db.schema
    .createIndex('bible_verses_version_book_id')
    .on('bible_verses')
    .columns(['version', 'book', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bible_verses_version_book_id').ifExists().execute();
  await db.schema.dropIndex('bible_verses_version_id').ifExists().execute();
  for (const table of [
    'user_challenges',
    'challenge_verifications',
    'challenges',
    'bible_reading_progress',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
