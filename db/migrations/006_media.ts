import { type Kysely, sql } from 'kysely';
import { doubleType } from '../dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('bucket_id', 'text', (c) => c.notNull().check(sql`bucket_id in ('videos', 'audio', 'images')`))
    .addColumn('file_path', 'text', (c) => c.notNull())
    .addColumn('thumbnail_path', 'text')
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('duration', doubleType(db))
    .addColumn('uploaded_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('media_files_path', ['bucket_id', 'file_path'])
    .execute();
  await db.schema
    .createIndex('media_files_created')
    .on('media_files')
    .columns(['bucket_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_files').ifExists().execute();
}
