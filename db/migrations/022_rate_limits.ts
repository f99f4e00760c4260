import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Fixed-window rate-limit counters, shared by every server process on the database: one row a
  // (limiter, key) with the end of its running window and the events counted in it. Rows whose
  // window has ended are swept now and then.
  await db.schema
    .createTable('rate_limits')
    .addColumn('limiter', 'text', (c) => c.notNull())
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['limiter', 'bucket'])
    .execute();
  await db.schema.createIndex('rate_limits_ends_at').on('rate_limits').column('ends_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').ifExists().execute();
}
