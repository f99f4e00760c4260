import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row a learner a day they learned something (a chapter read, a verse practised, a game
  // finished, the day's devotional opened), the day in SITE_TIME_ZONE: the gentle streaks.
  await db.schema
    .createTable('learning_days')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    // What counted first that day: chapter, verse, game or devotional.
    .addColumn('first_activity', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('learning_days_pk', ['user_id', 'day'])
    .execute();

  // A learner's weekly goal (learning days a week, 1 to 7); no row means the default.
  await db.schema
    .createTable('learner_goals')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('weekly_goal', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // Reading plans: seeded from content/reading-plans/*.json, edited by admins. `days` is a JSON
  // array of days, each an array of passages as written ("Mark 1", "Psalm 23:1-6").
  await db.schema
    .createTable('reading_plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('days', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // The plans a learner started: the site day and the time they started (chapters marked read
  // since then count), and when they finished.
  await db.schema
    .createTable('learner_reading_plans')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (c) => c.notNull().references('reading_plans.id').onDelete('cascade'))
    .addColumn('started_on', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addPrimaryKeyConstraint('learner_reading_plans_pk', ['user_id', 'plan_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['learner_reading_plans', 'reading_plans', 'learner_goals', 'learning_days']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
