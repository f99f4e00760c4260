import { type Kysely, sql } from 'kysely';
import { autoId } from '../dialect.ts';

const reviewStatus = sql`status in ('pending', 'approved', 'rejected')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_stories')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('general'))
    .addColumn('is_anonymous', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_approved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(reviewStatus))
    .addColumn('reviewed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_stories_status')
    .on('user_stories')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('user_stories_user')
    .on('user_stories')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('questions')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('answered_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('answered_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('prayer_requests')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('is_anonymous', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('answer', 'text')
    .addColumn('answered_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('answered_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('prayer_requests_user')
    .on('prayer_requests')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('community_messages')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(reviewStatus))
    .addColumn('reviewed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Card background images chosen by admins, one table per kind of card as the spec has them.
  await db.schema
    .createTable('truth_challenge_customizations')
    .addColumn('challenge_index', 'integer', (c) =>
      c.primaryKey().check(sql`challenge_index between 0 and 3`),
    )
    .addColumn('background_image', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('game_customizations')
    .addColumn('game_id', 'text', (c) => c.primaryKey())
    .addColumn('background_image', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('ask_and_pray_customizations')
    .addColumn('card_id', 'text', (c) =>
      c.primaryKey().check(sql`card_id in ('questions', 'prayer', 'community')`),
    )
    .addColumn('background_image', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'ask_and_pray_customizations',
    'game_customizations',
    'truth_challenge_customizations',
    'community_messages',
    'prayer_requests',
    'questions',
    'user_stories',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
