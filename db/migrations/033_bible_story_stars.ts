import type { Kysely } from 'kysely';

/**
 * The story path's stars (issue 36): one row a learner and story heard ("I heard this story"),
 * keyed to profiles from the start so deleting a child deletes its stars. The story is named by its
 * slug (content/stories/NN-slug.md without NN), which stays when stories are renumbered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bible_story_stars')
    .addColumn('user_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('story_slug', 'text', (c) => c.notNull())
    .addColumn('heard_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('bible_story_stars_pk', ['user_id', 'story_slug'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bible_story_stars').ifExists().execute();
}
