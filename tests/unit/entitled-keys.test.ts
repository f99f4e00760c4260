import { describe, expect, it } from 'vitest';
import {
  byEntitledKey,
  type Entitled,
  entitledKeys,
  entitledOfKey,
  type Tier,
  wisdomProverbLimit,
} from '../../src/lib/entitlements.ts';
import {
  truthChallengeBanner,
  truthChallengeCards,
  truthChallengeLock,
} from '../../src/lib/truth-challenges.ts';
import { entitledKey } from '../../src/stores/session.ts';

const tiers: Tier[] = ['free', 'basic', 'premium', 'lifetime'];
/** Everyone a page's script can meet: each tier, with and without the admin flag. */
const everyone: Entitled[] = tiers.flatMap((tier) => [
  { tier, isAdmin: false },
  { tier, isAdmin: true },
  { tier },
]);

describe('answers worked out at build time for each kind of person', () => {
  it('name every tier and an admin once', () => {
    expect([...entitledKeys].sort()).toEqual(['admin', ...tiers].sort());
    for (const key of entitledKeys) expect(entitledKey(entitledOfKey(key))).toBe(key);
  });

  it('give anyone on the page the same truth challenge locks and banner as the rules do', () => {
    const states = byEntitledKey((who) => ({
      locks: truthChallengeCards.map((card) => truthChallengeLock(who, card.index)),
      banner: truthChallengeBanner(who),
    }));
    for (const who of everyone) {
      expect(states[entitledKey(who)]).toEqual({
        locks: truthChallengeCards.map((card) => truthChallengeLock(who, card.index)),
        banner: truthChallengeBanner(who),
      });
    }
    // A visitor (free) has one card open; an admin all four.
    expect(states.free.locks.filter((l) => l === null)).toHaveLength(1);
    expect(states.admin.locks.every((l) => l === null)).toBe(true);
  });

  it('give anyone the same Daily Wisdom limit as the rules do', () => {
    const limits = byEntitledKey(wisdomProverbLimit);
    for (const who of everyone) expect(limits[entitledKey(who)]).toBe(wisdomProverbLimit(who));
  });
});
