import { describe, expect, it } from 'vitest';
import { canSeeOffers, offerAudience } from '../../src/lib/offers.ts';

const user = { id: 'u1' };

describe('canSeeOffers', () => {
  it('offers plans to visitors and to the account’s own profile', () => {
    expect(canSeeOffers({ user: null })).toBe(true);
    expect(canSeeOffers({ user, profile: { kind: 'self' } })).toBe(true);
    expect(canSeeOffers({ user, profile: null })).toBe(true);
  });

  it('never offers a plan to a child', () => {
    expect(canSeeOffers({ user, profile: { kind: 'child' } })).toBe(false);
    expect(offerAudience({ user, profile: { kind: 'child' } })).toBe('child');
  });
});
