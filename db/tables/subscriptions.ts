import type { Generated } from 'kysely';

export type SubscriptionSource = 'stripe' | 'manual';

export interface SubscriptionsTable {
  user_id: string;
  source: SubscriptionSource;
  tier: string;
  /** active, trialing, past_due, canceled, unpaid, incomplete, incomplete_expired, paused. */
  status: string;
  /** ISO time the paid period ends; null when it does not end (lifetime, open-ended gifts). */
  current_period_end: string | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  granted_by: string | null;
  note: string | null;
  updated_at: string;
}

export interface SubscriptionAuditTable {
  id: Generated<number>;
  user_id: string;
  /** grant, clear, stripe, attach (an admin attached an unmatched payment) */
  action: string;
  tier: string | null;
  current_period_end: string | null;
  actor_user_id: string | null;
  actor_email: string | null;
  source: string;
  note: string | null;
  created_at: string;
}

export interface StripeEventsTable {
  event_id: string;
  type: string;
  received_at: string;
}

export interface StripeCustomersTable {
  customer_id: string;
  user_id: string;
  created_at: string;
}

export interface StripeSubscriptionsTable {
  subscription_id: string;
  customer_id: string;
  status: string;
  /** month or year */
  interval: string | null;
  current_period_end: string | null;
  /** The `created` time (seconds) of the newest event applied, so older events never win. */
  event_created: number;
  updated_at: string;
}

export interface UnmatchedPaymentsTable {
  id: Generated<number>;
  /** The Stripe checkout session (cs_...): one row per checkout. */
  checkout_session_id: string;
  event_id: string;
  customer_id: string;
  subscription_id: string | null;
  /** customer_details.email of the checkout, as the payer typed it. */
  email: string | null;
  customer_name: string | null;
  /** In the currency's smallest unit (cents). */
  amount_total: number | null;
  currency: string | null;
  /** 1 when the checkout was paid (or needed no payment). */
  paid: number;
  /** Why no account was matched, for the admin. */
  reason: string;
  /** When Stripe completed the checkout. */
  created_at: string;
  attached_user_id: string | null;
  attached_by_email: string | null;
  /** Null while the payment waits for an admin. */
  attached_at: string | null;
}
