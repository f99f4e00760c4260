import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The site build, coordinated across server processes sharing the database: one row (id 1) with
  // the live build, the lease of the one process building (taken with a conditional update and
  // renewed while it builds), the last time a rebuild was asked for and the last one started for
  // it, and the last site day the daily rebuild was claimed for. Times are milliseconds.
  await db.schema
    .createTable('site_build_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('live_build_id', 'text')
    .addColumn('live_since', 'text')
    .addColumn('lease_holder', 'text')
    .addColumn('lease_build_id', 'text')
    .addColumn('lease_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('requested_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('request_reason', 'text')
    .addColumn('served_request_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('daily_day', 'text')
    .execute();
  await db
    .insertInto('site_build_state' as never)
    .values({ id: 1 } as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_build_state').ifExists().execute();
}
