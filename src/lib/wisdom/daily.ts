import { unlimited } from '../entitlements.ts';
import { type Day, dayOfYear } from '../site-day.ts';
import { builtInProverbs } from './built-in.ts';
import type { WisdomItem } from './proverb.ts';

/**
 * The Daily Wisdom card's rules: which proverbs (and how many the plan opens), which one first,
 * and how previous and next move.
 */

/** The proverbs to use: the published ones, or the built-in list when there are none. */
export function wisdomSource(published: readonly WisdomItem[] | null | undefined): readonly WisdomItem[] {
  return published && published.length > 0 ? published : builtInProverbs;
}

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

/** "Daily Proverb N of M". */
export function proverbCounter(index: number, count: number): string {
  return `Daily Proverb ${index + 1} of ${count}`;
}

/** The banner "Your plan includes N wisdom proverbs" shows for a limited plan; null otherwise. */
export function planBanner(limit: number): string | null {
  return limit > 0 ? `Your plan includes ${limit} wisdom proverbs` : null;
}

/** The locked view ("Unlock Daily Wisdom!") shows when the plan's limit is 0. */
export function isWisdomLocked(limit: number): boolean {
  return limit === 0;
}
