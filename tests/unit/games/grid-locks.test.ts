import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameCardSchema, nonPremiumIndex, sortGameCards } from '../../../src/games/catalog.ts';
import { gameLock, gamesAccess, gamesAccessNote, showsUpgradeBanner } from '../../../src/games/grid-locks.ts';
import { type Entitled, isGameUnlocked, type Tier } from '../../../src/lib/entitlements.ts';

const cards = sortGameCards(
  gameCardSchema.array().parse(JSON.parse(readFileSync('content/games/catalog.json', 'utf8'))),
);
const labels = (who: Entitled): (string | null)[] => {
  const access = gamesAccess(who);
  return cards.map((c) => gameLock(access, c, nonPremiumIndex(cards, c.id)));
};

describe('locks on the games grid', () => {
  it('opens the first two non-premium games on the free plan and labels the rest', () => {
    expect(labels({ tier: 'free' })).toEqual([
      null,
      null,
      'Upgrade for More Games',
      'Upgrade for More Games',
      ...Array<string>(8).fill('Premium Only'),
    ]);
    expect(gamesAccess({ tier: 'free' })).toEqual({ allGames: false, count: 2 });
  });

  it('opens every game with allGames (premium, lifetime, admins)', () => {
    for (const who of [
      { tier: 'premium' },
      { tier: 'lifetime' },
      { tier: 'free', isAdmin: true },
    ] as Entitled[]) {
      expect(labels(who).every((l) => l === null)).toBe(true);
      expect(gamesAccess(who).count).toBe(12);
    }
  });

  it('agrees with isGameUnlocked for every tier and card', () => {
    for (const tier of ['free', 'basic', 'premium', 'lifetime'] as Tier[]) {
      const access = gamesAccess({ tier });
      for (const card of cards) {
        const index = nonPremiumIndex(cards, card.id);
        expect(gameLock(access, card, index) === null).toBe(isGameUnlocked({ tier }, card, index));
      }
    }
  });

  it('says "Upgrade for Access" on every card when a plan opens no game', () => {
    const none = { allGames: false, count: 0 };
    expect(gameLock(none, { isPremium: false }, 0)).toBe('Upgrade for Access');
    expect(gameLock(none, { isPremium: true }, -1)).toBe('Upgrade for Access');
  });

  it('shows the note and the banner only below 12 games', () => {
    expect(gamesAccessNote(2, 'Your plan includes access to {count} Bible games')).toBe(
      'Your plan includes access to 2 Bible games',
    );
    expect(gamesAccessNote(3, 'Tu plan incluye {count} juegos bíblicos')).toBe(
      'Tu plan incluye 3 juegos bíblicos',
    );
    expect(showsUpgradeBanner({ allGames: false, count: 2 })).toBe(true);
    expect(showsUpgradeBanner({ allGames: true, count: 12 })).toBe(false);
  });
});
