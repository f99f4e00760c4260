import { type Kysely, sql } from 'kysely';
import { autoId } from '../dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A completed checkout the webhook could not match to an account (no client reference, and not
  // exactly one confirmed account with the checkout's e-mail). Admins attach it to an account.
  await db.schema
    .createTable('unmatched_payments')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('checkout_session_id', 'text', (c) => c.notNull().unique())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'text')
    .addColumn('email', 'text')
    .addColumn('customer_name', 'text')
    .addColumn('amount_total', 'integer')
    .addColumn('currency', 'text')
    .addColumn('paid', 'integer', (c) => c.notNull().check(sql`paid in (0, 1)`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('attached_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('attached_by_email', 'text')
    .addColumn('attached_at', 'text')
    .execute();
  await db.schema
    .createIndex('unmatched_payments_open')
    .on('unmatched_payments')
    .columns(['attached_at', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('unmatched_payments').ifExists().execute();
}
