import { describe, expect, it } from 'vitest';
import { createRandom, pickDistinct, randomInt, shuffle } from '../../../src/games/shared/random.ts';

describe('seeded randomness', () => {
  it('repeats for the same seed and differs for another', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const seqA = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(seqA);
    expect([c(), c(), c()]).not.toEqual(seqA);
  });

  it('stays within [0, 1) and randomInt within [0, max)', () => {
    const r = createRandom(7);
    for (let i = 0; i < 1000; i++) {
      const x = r();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      const n = randomInt(r, 5);
      expect(Number.isInteger(n) && n >= 0 && n < 5).toBe(true);
    }
  });

  it('shuffles without losing or adding items, and picks distinct items', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const shuffled = shuffle(items, createRandom(1));
    expect([...shuffled].sort((x, y) => x - y)).toEqual(items);
    expect(shuffled).not.toEqual(items);
    const picked = pickDistinct(items, 6, createRandom(2));
    expect(new Set(picked).size).toBe(6);
  });
});
