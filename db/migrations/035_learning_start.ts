import { type Kysely, sql } from 'kysely';

/**
 * Learning by age (issue 36): the start a parent chose for a child (src/lib/learning-start.ts); null
 * follows the child's age band.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .addColumn('learning_start', 'text', (c) =>
      c.check(sql`learning_start in ('stories', 'stories-reader', 'reader')`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('learning_start').execute();
}
