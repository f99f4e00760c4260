import { describe, expect, it } from 'vitest';
import { unlimited, wisdomProverbLimit } from '../../../src/lib/entitlements.ts';
import { builtInProverbs } from '../../../src/lib/wisdom/built-in.ts';
import { builtInProverbsEs } from '../../../src/lib/wisdom/built-in-es.ts';
import {
  isWisdomLocked,
  nextIndex,
  planBanner,
  previousIndex,
  proverbCounter,
  startIndex,
  visibleProverbs,
  wisdomSource,
} from '../../../src/lib/wisdom/daily.ts';

const item = (proverb: string) => ({ proverb, reference: null, meaning: 'm', whyItMatters: 'w' });

describe('the Daily Wisdom list', () => {
  it('uses the published proverbs when there are some', () => {
    expect(wisdomSource([item('a')]).map((p) => p.proverb)).toEqual(['a']);
  });
  it('falls back on the built-in list of about 50 when the data is missing or empty', () => {
    expect(wisdomSource([])).toBe(builtInProverbs);
    expect(wisdomSource(null)).toBe(builtInProverbs);
    expect(wisdomSource(undefined)).toBe(builtInProverbs);
    expect(builtInProverbs.length).toBeGreaterThanOrEqual(50);
  });
  it('falls back on the built-in list of the page’s language, never another language’s', () => {
    expect(wisdomSource([], 'es')).toBe(builtInProverbsEs);
    expect(wisdomSource(null, 'es')).toBe(builtInProverbsEs);
    expect(wisdomSource([item('a')], 'es').map((p) => p.proverb)).toEqual(['a']);
    expect(builtInProverbsEs).toHaveLength(builtInProverbs.length);
  });
  it('shows everything when unlimited, the first N for a limit N, and nothing for 0', () => {
    const list = ['a', 'b', 'c', 'd', 'e'];
    expect(visibleProverbs(list, unlimited)).toEqual(list);
    expect(visibleProverbs(list, 3)).toEqual(['a', 'b', 'c']);
    expect(visibleProverbs(['a'], 3)).toEqual(['a']);
    expect(visibleProverbs(list, 0)).toEqual([]);
  });
  it('truncates free and basic plans to 3 and leaves premium and admins unlimited', () => {
    const list = builtInProverbs;
    expect(visibleProverbs(list, wisdomProverbLimit({ tier: 'free' }))).toHaveLength(3);
    expect(visibleProverbs(list, wisdomProverbLimit({ tier: 'basic' }))).toHaveLength(3);
    expect(visibleProverbs(list, wisdomProverbLimit({ tier: 'premium' }))).toHaveLength(list.length);
    expect(visibleProverbs(list, wisdomProverbLimit({ tier: 'free', isAdmin: true }))).toHaveLength(
      list.length,
    );
  });
});

describe('the starting proverb', () => {
  it('is the day of the year modulo the list length', () => {
    expect(startIndex('2025-01-01', 10)).toBe(1);
    expect(startIndex('2025-01-10', 10)).toBe(0);
    expect(startIndex('2025-02-01', 10)).toBe(2);
    expect(startIndex('2024-12-31', 50)).toBe(366 % 50);
    expect(startIndex('2025-12-31', 3)).toBe(365 % 3);
  });
  it('is 0 for an empty list', () => {
    expect(startIndex('2025-06-01', 0)).toBe(0);
  });
});

describe('previous and next', () => {
  it('move one step and wrap around at both ends', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(previousIndex(1, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
  });
  it('stay at 0 with one or no proverb', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
  });
});

describe('the words on the card', () => {
  const words = {
    counter: 'Daily Proverb {n} of {count}',
    banner: 'Your plan includes {limit} wisdom proverbs',
  };
  it('counts "Daily Proverb N of M" from 1', () => {
    expect(proverbCounter(0, 3, words)).toBe('Daily Proverb 1 of 3');
  });
  it('shows the plan banner for a limited plan only', () => {
    expect(planBanner(3, words)).toBe('Your plan includes 3 wisdom proverbs');
    expect(planBanner(unlimited, words)).toBeNull();
    expect(planBanner(0, words)).toBeNull();
  });
  it('speaks the page’s language', () => {
    const es = { counter: 'Proverbio del día {n} de {count}', banner: 'Tu plan incluye {limit} proverbios' };
    expect(proverbCounter(1, 5, es)).toBe('Proverbio del día 2 de 5');
    expect(planBanner(3, es)).toBe('Tu plan incluye 3 proverbios');
  });
  it('locks the card when the limit is 0', () => {
    expect(isWisdomLocked(0)).toBe(true);
    expect(isWisdomLocked(3)).toBe(false);
    expect(isWisdomLocked(unlimited)).toBe(false);
  });
});
