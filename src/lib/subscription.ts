import type { Tier } from './entitlements.ts';

/** What the subscription check answers (platform.md section 3, "Subscription state"). */
export interface SubscriptionStatus {
  subscribed: boolean;
  subscription_tier: string | null;
  subscription_end: string | null;
}

export const notSubscribed: SubscriptionStatus = { subscribed: false, subscription_tier: null, subscription_end: null };

/**
 * The tier that decides entitlements: free when not subscribed, else the lowercased tier,
 * defaulting to basic (platform.md section 4). Paid plan names map onto the tiers they buy.
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
