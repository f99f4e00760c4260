/**
 * Plans and what they open: the tier table (docs/features.md, "Plans and payments") and the access rules.
 * One module for every island and the API: change a rule here and both follow.
 */
export type Tier = 'free' | 'basic' | 'premium' | 'lifetime';

export type FeatureKey =
  | 'fullBible'
  | 'allGames'
  | 'basicGames'
  | 'premiumDevotionals'
  | 'basicDevotionals'
  | 'unlimitedPrayer'
  | 'basicPrayer'
  | 'audioDevotionals'
  | 'unlimitedTruthChallenges'
  | 'basicTruthChallenges'
  | 'unlimitedMiniLessons'
  | 'exclusiveContent'
  | 'wisdomProverbs';

export type LimitKey =
  | 'games'
  | 'truthChallenges'
  | 'prayerRequests'
  | 'wisdomProverbs'
  | 'bibleBooks'
  | 'miniLessons';

/** A limit of -1 means unlimited. */
export const unlimited = -1;

/** The spec's table, cell by cell. "none" is 0. */
/** Premium and lifetime: every book and game, no limit on the rest. */
const fullAccess: Record<LimitKey, number> = {
  bibleBooks: 66,
  games: 12,
  prayerRequests: unlimited,
  truthChallenges: unlimited,
  miniLessons: unlimited,
  wisdomProverbs: unlimited,
};

export const tierLimits: Record<Tier, Record<LimitKey, number>> = {
  free: { bibleBooks: 0, games: 0, prayerRequests: 0, truthChallenges: 0, miniLessons: 0, wisdomProverbs: 0 },
  basic: {
    bibleBooks: 66,
    games: 2,
    prayerRequests: 3,
    truthChallenges: 1,
    miniLessons: 1,
    wisdomProverbs: 3,
  },
  premium: fullAccess,
  lifetime: fullAccess,
};

const devotionalLevel: Record<Tier, 'none' | 'basic' | 'premium'> = {
  free: 'none',
  basic: 'basic',
  premium: 'premium',
  lifetime: 'premium',
};

/** Who is asking: a tier, or an admin (who has everything, with every limit -1). */
export interface Entitled {
  tier: Tier;
  isAdmin?: boolean;
}

/**
 * Everyone the rules tell apart: each tier, and an admin (whose tier does not matter). A page can
 * work out a card's state for each at build time, so its script only looks the answer up
 * (`entitledKey` in src/stores/session.ts names whoever is on the page).
 */
export type EntitledKey = Tier | 'admin';
export const entitledKeys: readonly EntitledKey[] = ['free', 'basic', 'premium', 'lifetime', 'admin'];

export function entitledOfKey(key: EntitledKey): Entitled {
  return key === 'admin' ? { tier: 'free', isAdmin: true } : { tier: key, isAdmin: false };
}

/** One answer per kind of person, worked out at build time. */
export function byEntitledKey<T>(answer: (who: Entitled) => T): Record<EntitledKey, T> {
  return Object.fromEntries(entitledKeys.map((key) => [key, answer(entitledOfKey(key))])) as Record<
    EntitledKey,
    T
  >;
}

const atLeast = (value: number, floor: number): boolean => value === unlimited || value >= floor;

/** Whether a feature is open. Unknown feature keys are allowed (the spec's rule). */
export function hasFeature(who: Entitled, feature: FeatureKey | (string & {})): boolean {
  if (who.isAdmin) return true;
  const limits = tierLimits[who.tier];
  switch (feature) {
    case 'fullBible':
      return atLeast(limits.bibleBooks, 66);
    case 'allGames':
      return atLeast(limits.games, 12);
    case 'basicGames':
      return atLeast(limits.games, 2);
    case 'premiumDevotionals':
      return devotionalLevel[who.tier] === 'premium';
    case 'basicDevotionals':
      return devotionalLevel[who.tier] !== 'none';
    case 'unlimitedPrayer':
      return limits.prayerRequests === unlimited;
    case 'basicPrayer':
      return limits.prayerRequests !== 0;
    case 'audioDevotionals':
      return who.tier === 'premium' || who.tier === 'lifetime';
    case 'unlimitedTruthChallenges':
      return limits.truthChallenges === unlimited;
    case 'basicTruthChallenges':
      return limits.truthChallenges !== 0;
    case 'unlimitedMiniLessons':
      return limits.miniLessons === unlimited;
    case 'exclusiveContent':
      return who.tier === 'lifetime';
    case 'wisdomProverbs':
      return limits.wisdomProverbs !== 0;
    default:
      return true;
  }
}

/** A limit for the tier; -1 is unlimited. Admins get -1 for everything. */
export function getLimit(who: Entitled, limit: LimitKey): number {
  if (who.isAdmin) return unlimited;
  return tierLimits[who.tier][limit];
}

/** Whether `used` more items stay within a limit (for server-enforced limits such as prayer requests). */
export function withinLimit(limit: number, used: number): boolean {
  return limit === unlimited || used < limit;
}

// ---- What the screens open (games, truth challenges), built on the table ----

export const totalGames = 12;
/** The games limit the old app fell back to when a plan gave none: the free plan's two games. */
export const defaultGamesLimit = 2;

/** How many of the non-premium games are unlocked (the first N of them). */
export function unlockedGameCount(who: Entitled): number {
  const limit = getLimit(who, 'games');
  if (limit === unlimited) return totalGames;
  return limit > 0 ? limit : defaultGamesLimit;
}

/** Whether a game card is open: premium games need allGames; others open by position. */
export function isGameUnlocked(
  who: Entitled,
  game: { isPremium: boolean },
  indexAmongNonPremium: number,
): boolean {
  if (hasFeature(who, 'allGames')) return true;
  if (game.isPremium) return false;
  return indexAmongNonPremium < unlockedGameCount(who);
}

/**
 * Truth challenge cards (index 0 Keep it Real, 1 Truth Quest, 2 Memory Master, 3 Achievements):
 * unlimited opens all; basic opens indices below max(limit, 2); otherwise only Truth Quest.
 */
export function isTruthChallengeUnlocked(who: Entitled, index: number): boolean {
  if (hasFeature(who, 'unlimitedTruthChallenges')) return true;
  if (hasFeature(who, 'basicTruthChallenges')) return index < Math.max(getLimit(who, 'truthChallenges'), 2);
  return index === 1;
}

/** How many truth challenge cards there are (indices 0 to 3). */
export const truthChallengeCardCount = 4;

/**
 * N in the "Your plan includes access to N Truth Challenge(s)" banner, shown for limits 1 to 3: the
 * cards really open, counted with the rule that opens them (basic's limit 1 still opens two).
 */
export function truthChallengeBannerCount(who: Entitled): number | null {
  const limit = getLimit(who, 'truthChallenges');
  if (limit < 1 || limit > 3) return null;
  let open = 0;
  for (let index = 0; index < truthChallengeCardCount; index += 1)
    if (isTruthChallengeUnlocked(who, index)) open += 1;
  return open;
}

/**
 * Daily wisdom proverbs a plan shows. The free plan's copy promises 3 (the old app's fallback let
 * the check pass for everyone), so free and basic see 3 and the locked view stays for a plan with 0.
 */
export function wisdomProverbLimit(who: Entitled): number {
  const limit = getLimit(who, 'wisdomProverbs');
  return limit === 0 && who.tier === 'free' ? 3 : limit;
}
