import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('badges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_badges')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('badge_id', 'text', (c) => c.notNull().references('badges.id').onDelete('cascade'))
    .addColumn('challenge_id', 'text', (c) => c.references('challenges.id').onDelete('set null'))
    .addColumn('awarded_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_badges_pk', ['user_id', 'badge_id'])
    .execute();

  await db.schema
    .createTable('memory_verses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_verse_progress')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('memory_verse_id', 'text', (c) =>
      c.notNull().references('memory_verses.id').onDelete('cascade'),
    )
    .addColumn('is_mastered', 'integer', (c) => c.notNull().defaultTo(0).check(sql`is_mastered in (0, 1)`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source', 'text')
    .addColumn('mastered_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_verse_progress_pk', ['user_id', 'memory_verse_id'])
    .execute();

  await db.schema
    .createTable('achievements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    // The rule the server checks: a stat (chapters_read, challenges_completed, verses_mastered,
    // games_won, different_games_won) reaching a count.
    .addColumn('rule_stat', 'text', (c) => c.notNull())
    .addColumn('rule_count', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_achievements')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('achievement_id', 'text', (c) => c.notNull().references('achievements.id').onDelete('cascade'))
    .addColumn('earned_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_achievements_pk', ['user_id', 'achievement_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'user_achievements',
    'achievements',
    'user_verse_progress',
    'memory_verses',
    'user_badges',
    'badges',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
