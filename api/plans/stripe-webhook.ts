import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { AppDatabase } from '../../db/connection.ts';
import {
  findAccountIdByStripeCustomer,
  findStripeSubscription,
  insertAudit,
  linkStripeCustomer,
  listStripeSubscriptions,
  recordStripeEvent,
  saveStripeSubscription,
  upsertSubscription,
} from '../../db/queries/subscriptions.ts';
import {
  findConfirmedAccountIdsByEmail,
  insertUnmatchedPayment,
} from '../../db/queries/unmatched-payments.ts';
import { findUserById } from '../../db/queries/users.ts';
import type { Database } from '../../db/schema.ts';
import type { AccountId } from '../../src/lib/ids.ts';
import { tierForBillingInterval } from '../../src/lib/subscription.ts';
import { compareSubscriptionStates } from './stripe-order.ts';

type Trx = Transaction<Database>;

/** The parts of a Stripe event we read (data.object differs by type; everything else is ignored). */
export interface StripeEventLike {
  id: string;
  type: string;
  created: number;
  data: { object: unknown };
}

const stripeId = z
  .union([z.string(), z.object({ id: z.string() })])
  .transform((v) => (typeof v === 'string' ? v : v.id));

const checkoutSessionSchema = z.object({
  id: z.string().nullish(),
  mode: z.string(),
  client_reference_id: z.string().nullish(),
  customer: stripeId.nullish(),
  subscription: stripeId.nullish(),
  payment_status: z.string().nullish(),
  customer_details: z.object({ email: z.string().nullish(), name: z.string().nullish() }).nullish(),
  customer_email: z.string().nullish(),
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
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
const isoFromSeconds = (s: number | null | undefined): string | null =>
  s ? new Date(s * 1000).toISOString() : null;

/** A paid checkout whose subscription Stripe has not described yet. */
export interface ProvisionalCheckout {
  subscriptionId: string | null;
  paid: boolean;
}

/** Brings an account's Stripe plan in line with what we know of its customer's subscriptions. */
async function syncAccount(
  trx: Trx,
  accountId: AccountId,
  customerId: string,
  provisional: ProvisionalCheckout | null,
): Promise<string> {
  const known = await listStripeSubscriptions(trx, customerId);
  const open = known.find((s) => openStatuses.has(s.status));
  // A checkout's own subscription is unknown yet (its events come later): an older, ended
  // subscription of the same customer must not hide the one just paid for.
  const checkoutIsNew =
    provisional?.paid === true && !known.some((s) => s.subscriptionId === provisional.subscriptionId);
  const current = open ?? (checkoutIsNew ? undefined : known[0]);
  if (current) {
    const tier = tierForBillingInterval(current.interval);
    await upsertSubscription(trx, {
      accountId,
      source: 'stripe',
      tier,
      status: current.status,
      currentPeriodEnd: current.currentPeriodEnd,
      stripeCustomerId: customerId,
      stripeSubscriptionId: current.subscriptionId,
    });
    await insertAudit(trx, {
      userId: accountId,
      action: 'stripe',
      tier,
      currentPeriodEnd: current.currentPeriodEnd,
      actorUserId: null,
      actorEmail: null,
      source: 'stripe',
      note: `subscription ${current.status}`,
    });
    return `user plan ${tier} (${current.status})`;
  }
  if (!provisional?.paid) return 'no subscription yet';
  // The checkout finished before Stripe told us about the subscription itself: open the plan now;
  // the subscription events that follow set its billing interval and end.
  await upsertSubscription(trx, {
    accountId,
    source: 'stripe',
    tier: 'premium',
    status: 'active',
    currentPeriodEnd: null,
    stripeCustomerId: customerId,
    stripeSubscriptionId: provisional.subscriptionId,
  });
  await insertAudit(trx, {
    userId: accountId,
    action: 'stripe',
    tier: 'premium',
    currentPeriodEnd: null,
    actorUserId: null,
    actorEmail: null,
    source: 'stripe',
    note: 'checkout completed',
  });
  return 'user plan premium (checkout completed)';
}

/**
 * Gives an account what a completed checkout bought: links the Stripe customer to it and opens the
 * plan. Used by the webhook and by an admin attaching an unmatched payment, inside their transaction.
 */
export async function activateCheckout(
  trx: Trx,
  accountId: AccountId,
  customerId: string,
  provisional: ProvisionalCheckout,
): Promise<string> {
  await linkStripeCustomer(trx, customerId, accountId);
  return syncAccount(trx, accountId, customerId, provisional);
}

type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/**
 * The account a checkout paid for: the client reference (the site adds it for signed-in users),
 * else the user already linked to the Stripe customer, else the one confirmed account with the
 * checkout's e-mail. Otherwise why not, for the admin.
 */
async function matchCheckout(
  trx: Trx,
  session: CheckoutSession & { customer: string },
): Promise<{ accountId: AccountId; how: string } | { reason: string }> {
  const problems: string[] = [];
  if (session.client_reference_id) {
    const user = await findUserById(trx, session.client_reference_id as AccountId);
    if (user) return { accountId: user.id, how: 'client reference' };
    problems.push(`unknown client reference ${session.client_reference_id}`);
  }
  const linked = await findAccountIdByStripeCustomer(trx, session.customer);
  if (linked) return { accountId: linked, how: 'known customer' };
  const email = session.customer_details?.email ?? session.customer_email ?? null;
  if (!email) problems.push('the checkout has no e-mail address');
  else {
    const ids = await findConfirmedAccountIdsByEmail(trx, email);
    if (ids.length === 1) return { accountId: ids[0]!, how: 'e-mail' };
    problems.push(
      ids.length === 0
        ? 'no confirmed account uses this e-mail address'
        : 'several accounts use this e-mail address',
    );
  }
  return { reason: problems.join('; ') };
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
      if (session.mode !== 'subscription')
        return `ignored: ${session.mode} checkout (a donation or one-off payment)`;
      const customer = session.customer;
      if (!customer) return 'ignored: checkout without a customer';
      const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
      const provisional = { subscriptionId: session.subscription ?? null, paid };
      const match = await matchCheckout(trx, { ...session, customer });
      if ('accountId' in match) {
        const outcome = await activateCheckout(trx, match.accountId, customer, provisional);
        return match.how === 'client reference' ? outcome : `${outcome}, matched by ${match.how}`;
      }
      // The customer paid and nobody could be matched: keep it for an admin to attach.
      const id = await insertUnmatchedPayment(trx, {
        checkoutSessionId: session.id ?? event.id,
        eventId: event.id,
        customerId: customer,
        subscriptionId: session.subscription ?? null,
        email: session.customer_details?.email ?? session.customer_email ?? null,
        customerName: session.customer_details?.name ?? null,
        amountTotal: session.amount_total ?? null,
        currency: session.currency ?? null,
        paid,
        reason: match.reason,
        createdAt: new Date(event.created * 1000).toISOString(),
      });
      return `kept as unmatched payment ${id}: ${match.reason}`;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const parsed = subscriptionSchema.safeParse(event.data.object);
      if (!parsed.success) return 'ignored: malformed subscription';
      const sub = parsed.data;
      const item = sub.items?.data[0];
      const incoming = {
        subscriptionId: sub.id,
        customerId: sub.customer,
        status: event.type === 'customer.subscription.deleted' ? 'canceled' : sub.status,
        interval: item?.price?.recurring?.interval ?? null,
        currentPeriodEnd: isoFromSeconds(sub.current_period_end ?? item?.current_period_end),
        eventCreated: event.created,
      };
      const stored = await findStripeSubscription(trx, sub.id);
      const verdict = compareSubscriptionStates(stored, incoming);
      if (verdict === 'ended')
        return `ignored: subscription ${sub.id} has ended (${stored?.status}); an ended subscription is final`;
      if (verdict === 'older') return 'ignored: an older event than one already applied';
      if (verdict === 'same') return 'ignored: the same state as already applied';
      await saveStripeSubscription(trx, incoming);
      const accountId = await findAccountIdByStripeCustomer(trx, sub.customer);
      if (!accountId) return `stored: unknown customer ${sub.customer} (linked when its checkout arrives)`;
      return syncAccount(trx, accountId, sub.customer, null);
    }
    default:
      return `ignored: ${event.type}`;
  }
}

/**
 * Handles one verified Stripe event once per event id: its id is recorded and the event applied in
 * one transaction, so a replay (Stripe sends again until acknowledged) changes nothing. What happened,
 * for the log.
 */
export function handleStripeEvent(db: AppDatabase, event: StripeEventLike): Promise<string> {
  return db.transaction().execute(async (trx) => {
    if (!(await recordStripeEvent(trx, event.id, event.type))) return 'duplicate: already handled';
    return applyStripeEvent(trx, event);
  });
}
