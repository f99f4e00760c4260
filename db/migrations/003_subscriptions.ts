import { type Kysely, sql } from 'kysely';
import { autoId } from '../dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A user's plan, one row per source: "stripe" (kept current by the webhook) or "manual" (set by an
  // admin). The plan that counts is the best active one (src/lib/subscription.ts).
  await db.schema
    .createTable('subscriptions')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('stripe', 'manual')`))
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('current_period_end', 'text')
    .addColumn('stripe_customer_id', 'text')
    .addColumn('stripe_subscription_id', 'text')
    .addColumn('granted_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('note', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('subscriptions_pk', ['user_id', 'source'])
    .execute();

  await db.schema
    .createTable('subscription_audit')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('tier', 'text')
    .addColumn('current_period_end', 'text')
    .addColumn('actor_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_email', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('subscription_audit_user')
    .on('subscription_audit')
    .columns(['user_id', 'created_at'])
    .execute();

  // Webhook idempotency: an event id is handled once.
  await db.schema
    .createTable('stripe_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();

  // Which Stripe customer is which user (from checkout's client reference).
  await db.schema
    .createTable('stripe_customers')
    .addColumn('customer_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // The last known state of each Stripe subscription, even before its customer is known.
  await db.schema
    .createTable('stripe_subscriptions')
    .addColumn('subscription_id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('interval', 'text')
    .addColumn('current_period_end', 'text')
    .addColumn('event_created', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stripe_subscriptions_customer')
    .on('stripe_subscriptions')
    .column('customer_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'stripe_subscriptions',
    'stripe_customers',
    'stripe_events',
    'subscription_audit',
    'subscriptions',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
