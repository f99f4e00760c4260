import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  flipCard,
  isCardShowing,
  type MatchingState,
  matchingScore,
  newMatchingGame,
  resolveDelayMs,
  tick,
} from '../../../src/games/memory-verse-matching/logic.ts';
import { matchingDataSchema } from '../../../src/games/memory-verse-matching/schema.ts';
import { createRandom } from '../../../src/games/shared/random.ts';

const entry: unknown = JSON.parse(readFileSync('content/games/memory-verse-matching.json', 'utf8'));
const data = matchingDataSchema.parse(entry);
const start = 1_000_000;

/** Indices of the two cards of a pair, and of a card from another pair. */
function cardsOf(state: MatchingState, pairId: string): [number, number] {
  const idx = state.cards.flatMap((c, i) => (c.pairId === pairId ? [i] : []));
  return [idx[0]!, idx[1]!];
}

describe('the Memory Verse Matching data', () => {
  it('has exactly 6 verse/reference pairs', () => {
    expect(data.pairs).toHaveLength(6);
    expect(() => matchingDataSchema.parse({ ...data, pairs: data.pairs.slice(1) })).toThrow(/exactly 6/);
  });
});

describe('Memory Verse Matching', () => {
  it('deals 12 cards, a verse and a reference for each pair, shuffled by the seed', () => {
    const a = newMatchingGame(data.pairs, createRandom(1), start);
    expect(a.cards).toHaveLength(12);
    for (const p of data.pairs) {
      expect(
        a.cards
          .filter((c) => c.pairId === p.id)
          .map((c) => c.kind)
          .sort(),
      ).toEqual(['reference', 'verse']);
    }
    expect(newMatchingGame(data.pairs, createRandom(1), start).cards).toEqual(a.cards);
    expect(newMatchingGame(data.pairs, createRandom(2), start).cards).not.toEqual(a.cards);
  });

  it('counts a move for each second card and resolves the pair only after 1 second', () => {
    let s = newMatchingGame(data.pairs, createRandom(3), start);
    const [a, b] = cardsOf(s, data.pairs[0]!.id);
    s = flipCard(s, a, start);
    expect(s.moves).toBe(0);
    s = flipCard(s, b, start + 10);
    expect(s.moves).toBe(1);
    expect(resolveDelayMs).toBe(1000);
    expect(s.resolveAt).toBe(start + 10 + 1000);
    expect(tick(s, start + 10 + 999).matched).toEqual([]);
    s = tick(s, start + 10 + 1000);
    expect(s.matched).toEqual([data.pairs[0]!.id]);
    expect(s.faceUp).toEqual([]);
    expect(isCardShowing(s, a) && isCardShowing(s, b)).toBe(true);
  });

  it('turns a wrong pair face down again after the delay', () => {
    let s = newMatchingGame(data.pairs, createRandom(4), start);
    const [a] = cardsOf(s, data.pairs[0]!.id);
    const [c] = cardsOf(s, data.pairs[1]!.id);
    s = tick(flipCard(flipCard(s, a, start), c, start), start + resolveDelayMs);
    expect(s.matched).toEqual([]);
    expect(isCardShowing(s, a) || isCardShowing(s, c)).toBe(false);
    expect(s.moves).toBe(1);
  });

  it('ignores every flip while a pair is resolving', () => {
    let s = newMatchingGame(data.pairs, createRandom(5), start);
    const [a] = cardsOf(s, data.pairs[0]!.id);
    const [c, d] = cardsOf(s, data.pairs[1]!.id);
    s = flipCard(flipCard(s, a, start), c, start);
    const waiting = s;
    expect(flipCard(waiting, d, start + 500)).toBe(waiting);
    expect(waiting.faceUp).toHaveLength(2);
  });

  it('ignores a card already showing or matched', () => {
    let s = newMatchingGame(data.pairs, createRandom(6), start);
    const [a, b] = cardsOf(s, data.pairs[0]!.id);
    s = flipCard(s, a, start);
    expect(flipCard(s, a, start)).toBe(s);
    s = tick(flipCard(s, b, start), start + resolveDelayMs);
    expect(flipCard(s, a, start + 2000)).toBe(s);
  });

  it('is won when all 6 pairs are matched, and scores by moves', () => {
    let s = newMatchingGame(data.pairs, createRandom(7), start);
    let now = start;
    for (const p of data.pairs) {
      const [a, b] = cardsOf(s, p.id);
      const flipped = flipCard(flipCard(s, a, now), b, now);
      now += resolveDelayMs;
      s = tick(flipped, now);
    }
    expect(s.finishedAt).toBe(now);
    expect(s.moves).toBe(6);
    expect(matchingScore(6, 6)).toBe(100);
    expect(matchingScore(10, 6)).toBe(80);
    expect(matchingScore(40, 6)).toBe(10);
  });
});
