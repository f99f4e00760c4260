import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A learner's spaced-repetition schedule for one verse or passage (ts-fsrs's card, plus the run of
  // correct recalls that decides mastery). Any reference works, not only the seeded memory verses.
  await db.schema
    .createTable('verse_cards')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('verse_key', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('stability', 'double precision', (c) => c.notNull())
    .addColumn('difficulty', 'double precision', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('reps', 'integer', (c) => c.notNull())
    .addColumn('lapses', 'integer', (c) => c.notNull())
    .addColumn('scheduled_days', 'integer', (c) => c.notNull())
    .addColumn('learning_steps', 'integer', (c) => c.notNull())
    .addColumn('last_review', 'text')
    .addColumn('last_correct_at', 'text')
    .addColumn('chain_interval_days', 'integer', (c) => c.notNull())
    .addColumn('chain_length', 'integer', (c) => c.notNull())
    .addColumn('mastered_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('verse_cards_pk', ['user_id', 'verse_key'])
    .execute();
  await db.schema.createIndex('verse_cards_due').on('verse_cards').columns(['user_id', 'due_at']).execute();

  // Named collections a learner makes (the annual plan), and their verses in order.
  await db.schema
    .createTable('verse_collections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('verse_collections_user_name', ['user_id', 'name'])
    .execute();
  await db.schema
    .createTable('verse_collection_items')
    .addColumn('collection_id', 'text', (c) =>
      c.notNull().references('verse_collections.id').onDelete('cascade'),
    )
    .addColumn('verse_key', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('verse_collection_items_pk', ['collection_id', 'verse_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('verse_collection_items').ifExists().execute();
  await db.schema.dropTable('verse_collections').ifExists().execute();
  await db.schema.dropTable('verse_cards').ifExists().execute();
}
