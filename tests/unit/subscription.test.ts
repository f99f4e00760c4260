import { describe, expect, it } from 'vitest';
import { notSubscribed, planTierOf, tierBadgeLabel, tierOf } from '../../src/lib/subscription.ts';

const subscribed = (tier: string | null) => ({ subscribed: true, subscription_tier: tier, subscription_end: null });

describe('subscription status (platform.md section 4)', () => {
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

describe('the plans page mapping (learning.md section 4)', () => {
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
