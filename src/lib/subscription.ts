import type { Tier } from './entitlements.ts';

/** What the subscription check answers (GET /api/subscription and the session's `subscription`). */
export interface SubscriptionStatus {
  subscribed: boolean;
  subscription_tier: string | null;
  subscription_end: string | null;
}

export const notSubscribed: SubscriptionStatus = {
  subscribed: false,
  subscription_tier: null,
  subscription_end: null,
};

/**
 * The tier that decides entitlements: free when not subscribed, else the lowercased tier,
 * defaulting to basic. Paid plan names map onto the tiers they buy.
 */
export function tierOf(status: SubscriptionStatus | null | undefined): Tier {
  if (!status?.subscribed) return 'free';
  const tier = (status.subscription_tier ?? '').trim().toLowerCase();
  switch (tier) {
    case 'basic':
    case 'premium':
    case 'lifetime':
      return tier;
    case 'annual':
    case 'enterprise':
      return 'premium';
    default:
      return 'basic';
  }
}

/** The plans page's view of a tier: basic is shown as premium, enterprise as annual. */
export type PlanTier = 'free' | 'premium' | 'annual';

export function planTierOf(status: SubscriptionStatus | null | undefined): PlanTier {
  if (!status?.subscribed) return 'free';
  const tier = (status.subscription_tier ?? '').trim().toLowerCase();
  if (tier === 'annual' || tier === 'enterprise') return 'annual';
  return 'premium';
}

/** The badge text in the top bar: the tier name, "Premium" by default. */
export function tierBadgeLabel(status: SubscriptionStatus | null | undefined): string {
  const tier = (status?.subscription_tier ?? '').trim();
  if (!tier) return 'Premium';
  return tier.charAt(0).toUpperCase() + tier.slice(1).toLowerCase();
}

/** One stored plan of a user (from Stripe or given by an admin). */
export interface SubscriptionRecord {
  source: 'stripe' | 'manual';
  tier: string;
  status: string;
  /** ISO time the paid period ends; null when it does not end. */
  currentPeriodEnd: string | null;
}

/** Stripe statuses that keep the plan open (past_due: Stripe is still retrying the payment). */
const openStatuses = new Set(['active', 'trialing', 'past_due']);

const tierRank: Record<string, number> = { lifetime: 4, annual: 3, enterprise: 3, premium: 2, basic: 1 };

/** Whether a record still gives its plan at `nowMs`: an open status and an end in the future (or none). */
export function isRecordActive(record: SubscriptionRecord, nowMs: number): boolean {
  if (!openStatuses.has(record.status)) return false;
  return record.currentPeriodEnd === null || Date.parse(record.currentPeriodEnd) > nowMs;
}

/**
 * What the subscription check answers for a user: the best active record (lifetime over annual
 * over premium over basic); free when none is active. An expired subscription counts as free.
 */
export function effectiveSubscription(
  records: readonly SubscriptionRecord[],
  nowMs: number,
): SubscriptionStatus {
  const active = records
    .filter((r) => isRecordActive(r, nowMs))
    .sort((a, b) => (tierRank[b.tier.toLowerCase()] ?? 0) - (tierRank[a.tier.toLowerCase()] ?? 0));
  const best = active[0];
  if (!best) return notSubscribed;
  return { subscribed: true, subscription_tier: best.tier, subscription_end: best.currentPeriodEnd };
}

/** The plan a Stripe subscription buys: yearly billing is the annual plan, anything else premium. */
export function tierForBillingInterval(interval: string | null | undefined): 'annual' | 'premium' {
  return interval === 'year' ? 'annual' : 'premium';
}

/** Tiers an admin can give by hand. */
export const manualTiers = ['basic', 'premium', 'annual', 'lifetime'] as const;
export type ManualTier = (typeof manualTiers)[number];
