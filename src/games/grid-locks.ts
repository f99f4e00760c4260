import { type Entitled, hasFeature, totalGames, unlockedGameCount } from '../lib/entitlements.ts';

/** Which lock a card on /games shows (its words come with the page, in its language). */
export type GameLockLabel = 'Premium Only' | 'Upgrade for More Games' | 'Upgrade for Access';

/** What a plan opens on the grid: every game, or the first `count` non-premium games. */
export interface GamesAccess {
  allGames: boolean;
  /** N in "Your plan includes access to N Bible games". */
  count: number;
}

export function gamesAccess(who: Entitled): GamesAccess {
  const allGames = hasFeature(who, 'allGames');
  return { allGames, count: allGames ? totalGames : unlockedGameCount(who) };
}

/**
 * A card's lock, or null when it is open: premium games need allGames,
 * the others open by position. A plan that opens no game at all says "Upgrade for Access".
 */
export function gameLock(
  access: GamesAccess,
  card: { isPremium: boolean },
  indexAmongNonPremium: number,
): GameLockLabel | null {
  if (access.allGames) return null;
  if (access.count <= 0) return 'Upgrade for Access';
  if (card.isPremium) return 'Premium Only';
  return indexAmongNonPremium < access.count ? null : 'Upgrade for More Games';
}

/**
 * The note over the grid, "Your plan includes access to N Bible games": `words` are the page's own
 * (in its language) with a `{count}` placeholder.
 */
export function gamesAccessNote(count: number, words: string): string {
  return words.replace('{count}', String(count));
}

/** The note and the upgrade banner show when the plan opens fewer than all 12 games. */
export function showsUpgradeBanner(access: GamesAccess): boolean {
  return access.count < totalGames;
}
