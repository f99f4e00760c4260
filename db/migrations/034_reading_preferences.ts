import { type Kysely, sql } from 'kysely';

/**
 * A learner's reading preferences (text size, reading font, light or dark), kept on the server so
 * they follow the learner to another device. Keyed to profiles from the start (a child's row goes
 * with the child); no row means the defaults (src/lib/reading/preferences.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reading_preferences')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('profiles.id').onDelete('cascade'))
    .addColumn('text_size', 'text', (c) =>
      c.notNull().check(sql`text_size in ('standard', 'large', 'larger')`),
    )
    .addColumn('reading_font', 'text', (c) => c.notNull().check(sql`reading_font in ('standard', 'legible')`))
    .addColumn('theme', 'text', (c) => c.notNull().check(sql`theme in ('system', 'light', 'dark')`))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reading_preferences').ifExists().execute();
}
