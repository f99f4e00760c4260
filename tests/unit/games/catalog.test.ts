import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type GameCard, gameCardSchema, nonPremiumIndex, sortGameCards } from '../../../src/games/catalog.ts';

const cards: GameCard[] = gameCardSchema
  .array()
  .parse(JSON.parse(readFileSync('content/games/catalog.json', 'utf8')));

describe('the games catalog', () => {
  it('has the 12 games of the spec, 4 of them not premium', () => {
    expect(cards.map((c) => c.id).sort()).toEqual(
      [
        'bible-adventure',
        'bible-bee',
        'bible-bingo',
        'bible-hangman',
        'bible-story-quiz',
        'christian-connect',
        'christian-puzzle',
        'fruit-spirit-hunt',
        'memory-verse',
        'memory-verse-matching',
        'scrambled-verse',
        'word-search',
      ].sort(),
    );
    expect(cards.filter((c) => !c.isPremium)).toHaveLength(4);
  });

  it('lists the non-premium games first', () => {
    const sorted = sortGameCards(cards);
    expect(sorted.slice(0, 4).every((c) => !c.isPremium)).toBe(true);
    expect(sorted.slice(4).every((c) => c.isPremium)).toBe(true);
  });

  it('numbers non-premium games from 0 so the games limit opens the first N', () => {
    expect(nonPremiumIndex(cards, 'bible-hangman')).toBe(0);
    expect(nonPremiumIndex(cards, 'scrambled-verse')).toBe(1);
    expect(nonPremiumIndex(cards, 'word-search')).toBe(-1);
  });
});
