import { unlimited } from '../entitlements.ts';
import { addDays, type Day, dayOfYear } from '../site-day.ts';

/**
 * The Daily Wisdom card's rules: how many proverbs the plan opens, which one first, and how
 * previous and next move. (No proverb list here: page scripts use these.)
 */

/** The plan's share of the list: all when unlimited, the first N for a limit N, none for 0. */
export function visibleProverbs<T>(list: readonly T[], limit: number): T[] {
  if (limit === unlimited) return [...list];
  return list.slice(0, Math.max(0, limit));
}

/** Starting index: the day of the year modulo the list length. */
export function startIndex(day: Day, count: number): number {
  return count > 0 ? dayOfYear(day) % count : 0;
}

export function nextIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

export function previousIndex(index: number, count: number): number {
  return count > 0 ? (index - 1 + count) % count : 0;
}

/** The card's words with placeholders, in the page's language (DailyWisdomCard.astro renders them). */
export interface WisdomWords {
  /** "Daily Proverb {n} of {count}" */
  counter: string;
  /** "Your plan includes {limit} wisdom proverbs" */
  banner: string;
}

const fill = (template: string, values: Record<string, number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** "Daily Proverb N of M". */
export function proverbCounter(index: number, count: number, words: WisdomWords): string {
  return fill(words.counter, { n: index + 1, count });
}

/** The banner "Your plan includes N wisdom proverbs" shows for a limited plan; null otherwise. */
export function planBanner(limit: number, words: WisdomWords): string | null {
  return limit > 0 ? fill(words.banner, { limit }) : null;
}

/** The locked view ("Unlock Daily Wisdom!") shows when the plan's limit is 0. */
export function isWisdomLocked(limit: number): boolean {
  return limit === 0;
}

/** What a page carries of the proverbs: how many there are, and a few of them by their index. */
export interface WisdomWindow<T> {
  count: number;
  items: Array<[number, T]>;
}

/**
 * The proverbs a page carries, so its size does not grow with the list: the first `headCount` (all
 * a limited plan can see) and, for every day from `daysBefore` before the build day to `daysAfter`
 * after it, that day's proverb of the whole list. The browser loads the full list only when someone
 * steps past these.
 */
export function wisdomToShip<T>(
  list: readonly T[],
  buildDay: Day,
  window: { headCount: number; daysBefore: number; daysAfter: number },
): WisdomWindow<T> {
  const count = list.length;
  const indexes = new Set<number>();
  for (let i = 0; i < Math.min(window.headCount, count); i += 1) indexes.add(i);
  for (let d = -window.daysBefore; d <= window.daysAfter && count > 0; d += 1) {
    indexes.add(startIndex(addDays(buildDay, d), count));
  }
  return { count, items: [...indexes].sort((a, b) => a - b).map((i) => [i, list[i]!]) };
}
