/**
 * Seeded randomness for game rules: the same seed gives the same game, so tests are deterministic.
 * Islands seed with Date.now(); tests pass a fixed seed.
 */
export type Random = () => number;

/** mulberry32: a small, fast, well-distributed 32-bit PRNG. Returns numbers in [0, 1). */
export function createRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [0, max). */
export function randomInt(random: Random, max: number): number {
  return Math.floor(random() * max);
}

/** A shuffled copy (Fisher–Yates). */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(random, i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** `count` distinct items picked at random. */
export function pickDistinct<T>(items: readonly T[], count: number, random: Random): T[] {
  return shuffle(items, random).slice(0, count);
}
