import type { Kysely } from 'kysely';
import { autoId } from '../dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_results')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('won', 'integer', (c) => c.notNull())
    .addColumn('duration_seconds', 'integer', (c) => c.notNull())
    /** JSON array of verse references mastered in this game (Memory Verse), or null. */
    .addColumn('mastered_references', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('game_results_user')
    .on('game_results')
    .columns(['user_id', 'game_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('game_results').ifExists().execute();
}
