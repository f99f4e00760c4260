import { describe, expect, it } from 'vitest';
import {
  effectiveSubscription,
  notSubscribed,
  planTierOf,
  type SubscriptionRecord,
  tierBadgeLabel,
  tierForBillingInterval,
  tierOf,
} from '../../src/lib/subscription.ts';

const subscribed = (tier: string | null) => ({
  subscribed: true,
  subscription_tier: tier,
  subscription_end: null,
});

describe('subscription status', () => {
  it('is free when not subscribed', () => {
    expect(tierOf(notSubscribed)).toBe('free');
    expect(tierOf(null)).toBe('free');
    expect(tierOf({ subscribed: false, subscription_tier: 'premium', subscription_end: null })).toBe('free');
  });

  it('lowercases the tier and defaults to basic', () => {
    expect(tierOf(subscribed('Premium'))).toBe('premium');
    expect(tierOf(subscribed('LIFETIME'))).toBe('lifetime');
    expect(tierOf(subscribed(null))).toBe('basic');
    expect(tierOf(subscribed('gold'))).toBe('basic');
  });

  it('gives annual and enterprise plans the premium entitlements', () => {
    expect(tierOf(subscribed('annual'))).toBe('premium');
    expect(tierOf(subscribed('enterprise'))).toBe('premium');
  });
});

describe('the plans page mapping', () => {
  it('shows basic as premium and enterprise as annual', () => {
    expect(planTierOf(subscribed('basic'))).toBe('premium');
    expect(planTierOf(subscribed('premium'))).toBe('premium');
    expect(planTierOf(subscribed('enterprise'))).toBe('annual');
    expect(planTierOf(subscribed('annual'))).toBe('annual');
    expect(planTierOf(notSubscribed)).toBe('free');
  });
});

describe('the tier badge', () => {
  it('names the tier, Premium by default', () => {
    expect(tierBadgeLabel(subscribed('premium'))).toBe('Premium');
    expect(tierBadgeLabel(subscribed('lifetime'))).toBe('Lifetime');
    expect(tierBadgeLabel(subscribed(null))).toBe('Premium');
  });
});

describe('the plan that counts (effectiveSubscription)', () => {
  const now = Date.parse('2026-06-01T00:00:00Z');
  const rec = (over: Partial<SubscriptionRecord>): SubscriptionRecord => ({
    source: 'stripe',
    tier: 'premium',
    status: 'active',
    currentPeriodEnd: '2026-07-01T00:00:00.000Z',
    ...over,
  });

  it('is free with no records, or only ended or closed ones', () => {
    expect(effectiveSubscription([], now)).toEqual(notSubscribed);
    expect(effectiveSubscription([rec({ currentPeriodEnd: '2026-05-31T23:59:59.000Z' })], now)).toEqual(
      notSubscribed,
    );
    expect(effectiveSubscription([rec({ status: 'canceled' })], now)).toEqual(notSubscribed);
    expect(effectiveSubscription([rec({ status: 'incomplete' })], now)).toEqual(notSubscribed);
  });

  it('keeps an open plan (active, trialing, past due) and one without an end', () => {
    for (const status of ['active', 'trialing', 'past_due'])
      expect(effectiveSubscription([rec({ status })], now).subscribed).toBe(true);
    expect(
      effectiveSubscription([rec({ source: 'manual', tier: 'lifetime', currentPeriodEnd: null })], now),
    ).toEqual({
      subscribed: true,
      subscription_tier: 'lifetime',
      subscription_end: null,
    });
  });

  it('picks the best active plan: lifetime over annual over premium over basic', () => {
    const best = effectiveSubscription(
      [rec({ tier: 'basic' }), rec({ tier: 'annual' }), rec({ tier: 'premium' })],
      now,
    );
    expect(best.subscription_tier).toBe('annual');
  });

  it('maps billing intervals to plans', () => {
    expect(tierForBillingInterval('year')).toBe('annual');
    expect(tierForBillingInterval('month')).toBe('premium');
    expect(tierForBillingInterval(null)).toBe('premium');
  });
});
