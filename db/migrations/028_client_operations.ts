import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Writes a browser made offline and sends again when the connection returns carry an operation id
  // of their own: one row a (learner, operation) with the answer the first write got, so that a
  // replay answers the same and counts nothing twice.
  await db.schema
    .createTable('client_operations')
    .addColumn('learner_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('op_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('client_operations_pk', ['learner_id', 'op_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('client_operations').ifExists().execute();
}
