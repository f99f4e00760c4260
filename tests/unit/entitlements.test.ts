import { describe, expect, it } from 'vitest';
import {
  type FeatureKey,
  getLimit,
  hasFeature,
  isGameUnlocked,
  isTruthChallengeUnlocked,
  type LimitKey,
  type Tier,
  tierLimits,
  truthChallengeBannerCount,
  unlimited,
  unlockedGameCount,
  wisdomProverbLimit,
  withinLimit,
} from '../../src/lib/entitlements.ts';

const tiers: Tier[] = ['free', 'basic', 'premium', 'lifetime'];

describe('the tier table, cell by cell', () => {
  const expected: Record<LimitKey, [number, number, number, number]> = {
    bibleBooks: [0, 66, 66, 66],
    games: [0, 2, 12, 12],
    prayerRequests: [0, 3, unlimited, unlimited],
    truthChallenges: [0, 1, unlimited, unlimited],
    miniLessons: [0, 1, unlimited, unlimited],
    wisdomProverbs: [0, 3, unlimited, unlimited],
  };
  for (const [limit, values] of Object.entries(expected) as Array<[LimitKey, number[]]>) {
    tiers.forEach((tier, i) => {
      it(`${tier}: ${limit} is ${values[i]}`, () => {
        expect(getLimit({ tier }, limit)).toBe(values[i]);
        expect(tierLimits[tier][limit]).toBe(values[i]);
      });
    });
  }

  const features: Record<FeatureKey, [boolean, boolean, boolean, boolean]> = {
    fullBible: [false, true, true, true],
    allGames: [false, false, true, true],
    basicGames: [false, true, true, true],
    premiumDevotionals: [false, false, true, true],
    basicDevotionals: [false, true, true, true],
    unlimitedPrayer: [false, false, true, true],
    basicPrayer: [false, true, true, true],
    audioDevotionals: [false, false, true, true],
    unlimitedTruthChallenges: [false, false, true, true],
    basicTruthChallenges: [false, true, true, true],
    unlimitedMiniLessons: [false, false, true, true],
    exclusiveContent: [false, false, false, true],
    wisdomProverbs: [false, true, true, true],
  };
  for (const [feature, values] of Object.entries(features) as Array<[FeatureKey, boolean[]]>) {
    tiers.forEach((tier, i) => {
      it(`${tier}: ${feature} is ${values[i] ? 'open' : 'closed'}`, () => {
        expect(hasFeature({ tier }, feature)).toBe(values[i]);
      });
    });
  }

  it('allows feature keys it does not know', () => {
    expect(hasFeature({ tier: 'free' }, 'somethingNew')).toBe(true);
  });

  it('gives admins every feature and -1 for every limit', () => {
    for (const feature of Object.keys(features))
      expect(hasFeature({ tier: 'free', isAdmin: true }, feature)).toBe(true);
    for (const limit of Object.keys(expected) as LimitKey[])
      expect(getLimit({ tier: 'free', isAdmin: true }, limit)).toBe(-1);
  });
});

describe('limits', () => {
  it('withinLimit treats -1 as unlimited', () => {
    expect(withinLimit(unlimited, 10_000)).toBe(true);
    expect(withinLimit(3, 2)).toBe(true);
    expect(withinLimit(3, 3)).toBe(false);
    expect(withinLimit(0, 0)).toBe(false);
  });
});

describe('games access', () => {
  it('opens the first N non-premium games, N being the games limit with a default of 2', () => {
    expect(unlockedGameCount({ tier: 'free' })).toBe(2);
    expect(unlockedGameCount({ tier: 'basic' })).toBe(2);
    expect(unlockedGameCount({ tier: 'premium' })).toBe(12);
    expect(isGameUnlocked({ tier: 'free' }, { isPremium: false }, 0)).toBe(true);
    expect(isGameUnlocked({ tier: 'free' }, { isPremium: false }, 1)).toBe(true);
    expect(isGameUnlocked({ tier: 'free' }, { isPremium: false }, 2)).toBe(false);
  });

  it('keeps premium games locked without allGames', () => {
    expect(isGameUnlocked({ tier: 'basic' }, { isPremium: true }, 0)).toBe(false);
    expect(isGameUnlocked({ tier: 'premium' }, { isPremium: true }, 0)).toBe(true);
    expect(isGameUnlocked({ tier: 'free', isAdmin: true }, { isPremium: true }, 0)).toBe(true);
  });
});

describe('truth challenge access', () => {
  it('opens all four cards with unlimited challenges', () => {
    for (const i of [0, 1, 2, 3]) expect(isTruthChallengeUnlocked({ tier: 'premium' }, i)).toBe(true);
  });

  it('opens indices below max(limit, 2) with basic challenges', () => {
    expect([0, 1, 2, 3].map((i) => isTruthChallengeUnlocked({ tier: 'basic' }, i))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('opens only Truth Quest (index 1) otherwise', () => {
    expect([0, 1, 2, 3].map((i) => isTruthChallengeUnlocked({ tier: 'free' }, i))).toEqual([
      false,
      true,
      false,
      false,
    ]);
  });

  it('shows the plan banner for limits 1 to 3 only, counting the cards that are really open', () => {
    const openForBasic = [0, 1, 2, 3].filter((i) => isTruthChallengeUnlocked({ tier: 'basic' }, i)).length;
    expect(openForBasic).toBe(2);
    expect(truthChallengeBannerCount({ tier: 'basic' })).toBe(openForBasic);
    expect(truthChallengeBannerCount({ tier: 'free' })).toBeNull();
    expect(truthChallengeBannerCount({ tier: 'premium' })).toBeNull();
  });
});

describe('wisdom proverbs', () => {
  it('shows 3 to free and basic plans and all to premium', () => {
    expect(wisdomProverbLimit({ tier: 'free' })).toBe(3);
    expect(wisdomProverbLimit({ tier: 'basic' })).toBe(3);
    expect(wisdomProverbLimit({ tier: 'premium' })).toBe(unlimited);
    expect(wisdomProverbLimit({ tier: 'basic', isAdmin: true })).toBe(unlimited);
  });
});
