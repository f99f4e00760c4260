import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newPuzzle, pairsFor as puzzlePairsFor } from '../../../../src/games/christian-puzzle/logic.ts';
import { puzzleDataSchema } from '../../../../src/games/christian-puzzle/schema.ts';
import {
  pairsFor as matchingPairsFor,
  rulesFor as matchingRulesFor,
  newMatchingGame,
} from '../../../../src/games/memory-verse-matching/logic.ts';
import { matchingDataSchema } from '../../../../src/games/memory-verse-matching/schema.ts';
import { createRandom } from '../../../../src/games/shared/random.ts';

const load = (slug: string): unknown => JSON.parse(readFileSync(`content/games/${slug}.json`, 'utf8'));
const matching = matchingDataSchema.parse(load('memory-verse-matching')).pairs;
const puzzle = puzzleDataSchema.parse(load('christian-puzzle')).pairs;
const words = (text: string): number => text.split(/\s+/).length;

describe('Memory Verse Matching by age band', () => {
  it('deals 4-6 eight cards: four pairs of verses of 10 words at most', () => {
    const pairs = matchingPairsFor('4-6', matching);
    expect(pairs).toHaveLength(4);
    for (const p of pairs) expect(words(p.verse)).toBeLessThanOrEqual(matchingRulesFor('4-6').maxVerseWords);
    expect(matchingRulesFor('4-6').maxVerseWords).toBe(10);
    expect(newMatchingGame(pairs, createRandom(1), 0).cards).toHaveLength(8);
  });

  it('deals 7-9 and 10-12 all twelve cards, as before bands', () => {
    for (const band of ['7-9', '10-12'] as const) {
      expect(newMatchingGame(matchingPairsFor(band, matching), createRandom(1), 0).cards).toHaveLength(12);
    }
  });
});

describe('Christian Puzzle by age band', () => {
  it('gives 4-6 four heroes to match', () => {
    const pairs = puzzlePairsFor('4-6', puzzle);
    expect(pairs.map((p) => p.id)).toEqual(['noah', 'moses', 'david', 'jonah']);
    expect(newPuzzle(pairs, createRandom(1), 0).characterOrder).toHaveLength(4);
  });

  it('gives 7-9 and 10-12 all six, as before bands', () => {
    for (const band of ['7-9', '10-12'] as const) expect(puzzlePairsFor(band, puzzle)).toHaveLength(6);
  });
});
