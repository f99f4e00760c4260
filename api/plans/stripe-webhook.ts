import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import {
  findUserIdByStripeCustomer,
  insertAudit,
  linkStripeCustomer,
  listStripeSubscriptions,
  saveStripeSubscription,
  upsertSubscription,
} from '../../db/queries/subscriptions.ts';
import { findUserById } from '../../db/queries/users.ts';
import { tierForBillingInterval } from '../../src/lib/subscription.ts';

type Trx = Transaction<Database>;

/** The parts of a Stripe event we read (data.object differs by type; everything else is ignored). */
export interface StripeEventLike {
  id: string;
  type: string;
  created: number;
  data: { object: unknown };
}

const stripeId = z.union([z.string(), z.object({ id: z.string() })]).transform((v) => (typeof v === 'string' ? v : v.id));

const checkoutSessionSchema = z.object({
  mode: z.string(),
  client_reference_id: z.string().nullish(),
  customer: stripeId.nullish(),
  subscription: stripeId.nullish(),
  payment_status: z.string().nullish(),
});

const subscriptionSchema = z.object({
  id: z.string(),
  customer: stripeId,
  status: z.string(),
  // Older API versions put the period end on the subscription, newer ones on each item.
  current_period_end: z.number().nullish(),
  items: z
    .object({
      data: z.array(
        z.object({
          current_period_end: z.number().nullish(),
          price: z.object({ recurring: z.object({ interval: z.string() }).nullish() }).nullish(),
        }),
      ),
    })
    .nullish(),
});

const openStatuses = new Set(['active', 'trialing', 'past_due']);
const isoFromSeconds = (s: number | null | undefined): string | null => (s ? new Date(s * 1000).toISOString() : null);

/** Brings a user's Stripe plan in line with what we know of their customer's subscriptions. */
async function syncUser(trx: Trx, userId: string, customerId: string, provisional: { subscriptionId: string | null; paid: boolean } | null): Promise<string> {
  const known = await listStripeSubscriptions(trx, customerId);
  const current = known.find((s) => openStatuses.has(s.status)) ?? known[0];
  if (current) {
    const tier = tierForBillingInterval(current.interval);
    await upsertSubscription(trx, {
      userId,
      source: 'stripe',
      tier,
      status: current.status,
      currentPeriodEnd: current.currentPeriodEnd,
      stripeCustomerId: customerId,
      stripeSubscriptionId: current.subscriptionId,
    });
    await insertAudit(trx, { userId, action: 'stripe', tier, currentPeriodEnd: current.currentPeriodEnd, actorUserId: null, actorEmail: null, source: 'stripe', note: `subscription ${current.status}` });
    return `user plan ${tier} (${current.status})`;
  }
  if (!provisional?.paid) return 'no subscription yet';
  // The checkout finished before Stripe told us about the subscription itself: open the plan now;
  // the subscription events that follow set its billing interval and end.
  await upsertSubscription(trx, {
    userId,
    source: 'stripe',
    tier: 'premium',
    status: 'active',
    currentPeriodEnd: null,
    stripeCustomerId: customerId,
    stripeSubscriptionId: provisional.subscriptionId,
  });
  await insertAudit(trx, { userId, action: 'stripe', tier: 'premium', currentPeriodEnd: null, actorUserId: null, actorEmail: null, source: 'stripe', note: 'checkout completed' });
  return 'user plan premium (checkout completed)';
}

/**
 * Applies one verified Stripe event inside the transaction that recorded its id. Returns what
 * happened, for the log. Events it does not need are acknowledged and ignored; a malformed object
 * changes nothing.
 */
export async function applyStripeEvent(trx: Trx, event: StripeEventLike): Promise<string> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const parsed = checkoutSessionSchema.safeParse(event.data.object);
      if (!parsed.success) return 'ignored: malformed checkout session';
      const session = parsed.data;
      if (session.mode !== 'subscription') return `ignored: ${session.mode} checkout (a donation or one-off payment)`;
      if (!session.client_reference_id || !session.customer) return 'ignored: checkout without a client reference or customer';
      const user = await findUserById(trx, session.client_reference_id);
      if (!user) return `ignored: unknown user ${session.client_reference_id}`;
      await linkStripeCustomer(trx, session.customer, user.id);
      const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
      return syncUser(trx, user.id, session.customer, { subscriptionId: session.subscription ?? null, paid });
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const parsed = subscriptionSchema.safeParse(event.data.object);
      if (!parsed.success) return 'ignored: malformed subscription';
      const sub = parsed.data;
      const item = sub.items?.data[0];
      const saved = await saveStripeSubscription(trx, {
        subscriptionId: sub.id,
        customerId: sub.customer,
        status: event.type === 'customer.subscription.deleted' ? 'canceled' : sub.status,
        interval: item?.price?.recurring?.interval ?? null,
        currentPeriodEnd: isoFromSeconds(sub.current_period_end ?? item?.current_period_end),
        eventCreated: event.created,
      });
      if (!saved) return 'ignored: an older event than one already applied';
      const userId = await findUserIdByStripeCustomer(trx, sub.customer);
      if (!userId) return `stored: unknown customer ${sub.customer} (linked when its checkout arrives)`;
      return syncUser(trx, userId, sub.customer, null);
    }
    default:
      return `ignored: ${event.type}`;
  }
}
