import type { AccountId } from '../../src/lib/ids.ts';
import type { SubscriptionRecord } from '../../src/lib/subscription.ts';
import type { Executor } from '../connection.ts';
import { compiledOnce } from '../fast/index.ts';
import type { StripeSubscriptionsTable, SubscriptionSource } from '../tables/subscriptions.ts';

const subscriptionsOf = compiledOnce(1, (db, accountId: AccountId) =>
  db.selectFrom('subscriptions').selectAll().where('user_id', '=', accountId),
);

export async function listSubscriptionRecords(
  db: Executor,
  accountId: AccountId,
): Promise<Array<SubscriptionRecord & { updatedAt: string; grantedBy: string | null; note: string | null }>> {
  const rows = await subscriptionsOf(db, accountId);
  return rows.map((r) => ({
    source: r.source,
    tier: r.tier,
    status: r.status,
    currentPeriodEnd: r.current_period_end,
    updatedAt: r.updated_at,
    grantedBy: r.granted_by,
    note: r.note,
  }));
}

export interface SubscriptionWrite {
  accountId: AccountId;
  source: SubscriptionSource;
  tier: string;
  status: string;
  currentPeriodEnd: string | null;
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
  grantedBy?: string | null;
  note?: string | null;
}

export async function upsertSubscription(
  db: Executor,
  s: SubscriptionWrite,
  now: Date = new Date(),
): Promise<void> {
  const values = {
    user_id: s.accountId,
    source: s.source,
    tier: s.tier,
    status: s.status,
    current_period_end: s.currentPeriodEnd,
    stripe_customer_id: s.stripeCustomerId ?? null,
    stripe_subscription_id: s.stripeSubscriptionId ?? null,
    granted_by: s.grantedBy ?? null,
    note: s.note ?? null,
    updated_at: now.toISOString(),
  };
  await db
    .insertInto('subscriptions')
    .values(values)
    .onConflict((oc) => oc.columns(['user_id', 'source']).doUpdateSet({ ...values }))
    .execute();
}

export async function deleteSubscription(
  db: Executor,
  accountId: AccountId,
  source: SubscriptionSource,
): Promise<number> {
  const r = await db
    .deleteFrom('subscriptions')
    .where('user_id', '=', accountId)
    .where('source', '=', source)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

export interface AuditEntry {
  /** The account's id (the field's name is the admin answer's). */
  userId: AccountId;
  action: 'grant' | 'clear' | 'stripe' | 'attach';
  tier: string | null;
  currentPeriodEnd: string | null;
  actorUserId: AccountId | null;
  actorEmail: string | null;
  source: 'admin' | 'stripe';
  note: string | null;
}

export async function insertAudit(db: Executor, e: AuditEntry, now: Date = new Date()): Promise<void> {
  await db
    .insertInto('subscription_audit')
    .values({
      user_id: e.userId,
      action: e.action,
      tier: e.tier,
      current_period_end: e.currentPeriodEnd,
      actor_user_id: e.actorUserId,
      actor_email: e.actorEmail,
      source: e.source,
      note: e.note,
      created_at: now.toISOString(),
    })
    .execute();
}

export async function listAudit(
  db: Executor,
  accountId: AccountId,
  limit = 20,
): Promise<Array<AuditEntry & { createdAt: string }>> {
  const rows = await db
    .selectFrom('subscription_audit')
    .selectAll()
    .where('user_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    userId: r.user_id as AccountId,
    action: r.action as AuditEntry['action'],
    tier: r.tier,
    currentPeriodEnd: r.current_period_end,
    actorUserId: r.actor_user_id as AccountId | null,
    actorEmail: r.actor_email,
    source: r.source as AuditEntry['source'],
    note: r.note,
    createdAt: r.created_at,
  }));
}

/** Records a webhook event id; false when it was handled before (the event is a replay). */
export async function recordStripeEvent(
  db: Executor,
  eventId: string,
  type: string,
  now: Date = new Date(),
): Promise<boolean> {
  const r = await db
    .insertInto('stripe_events')
    .values({ event_id: eventId, type, received_at: now.toISOString() })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function linkStripeCustomer(
  db: Executor,
  customerId: string,
  accountId: AccountId,
  now: Date = new Date(),
): Promise<void> {
  await db
    .insertInto('stripe_customers')
    .values({ customer_id: customerId, user_id: accountId, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet({ user_id: accountId }))
    .execute();
}

export async function findAccountIdByStripeCustomer(
  db: Executor,
  customerId: string,
): Promise<AccountId | null> {
  const row = await db
    .selectFrom('stripe_customers')
    .select('user_id')
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return (row?.user_id as AccountId | undefined) ?? null;
}

export interface StripeSubscriptionState {
  subscriptionId: string;
  customerId: string;
  status: string;
  interval: string | null;
  currentPeriodEnd: string | null;
  eventCreated: number;
}

const toState = (r: Omit<StripeSubscriptionsTable, 'updated_at'>): StripeSubscriptionState => ({
  subscriptionId: r.subscription_id,
  customerId: r.customer_id,
  status: r.status,
  interval: r.interval,
  currentPeriodEnd: r.current_period_end,
  eventCreated: r.event_created,
});

/** The stored state of one Stripe subscription, or null. */
export async function findStripeSubscription(
  db: Executor,
  subscriptionId: string,
): Promise<StripeSubscriptionState | null> {
  const row = await db
    .selectFrom('stripe_subscriptions')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .executeTakeFirst();
  return row ? toState(row) : null;
}

/**
 * Stores a subscription's state. The caller decides first whether the event is newer than the
 * stored state (api/plans/stripe-order.ts), in the same transaction.
 */
export async function saveStripeSubscription(
  db: Executor,
  s: StripeSubscriptionState,
  now: Date = new Date(),
): Promise<void> {
  const values = {
    subscription_id: s.subscriptionId,
    customer_id: s.customerId,
    status: s.status,
    interval: s.interval,
    current_period_end: s.currentPeriodEnd,
    event_created: s.eventCreated,
    updated_at: now.toISOString(),
  };
  await db
    .insertInto('stripe_subscriptions')
    .values(values)
    .onConflict((oc) => oc.column('subscription_id').doUpdateSet({ ...values }))
    .execute();
}

/** A customer's subscriptions, the most recently changed first. */
export async function listStripeSubscriptions(
  db: Executor,
  customerId: string,
): Promise<StripeSubscriptionState[]> {
  const rows = await db
    .selectFrom('stripe_subscriptions')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('event_created', 'desc')
    .execute();
  return rows.map(toState);
}
