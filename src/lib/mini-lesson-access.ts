import { type Entitled, getLimit, unlimited } from './entitlements.ts';

/**
 * Mini lessons a plan opens (free 0, basic 1, premium and lifetime unlimited): the first
 * N lessons in the list's order. Kept apart from the admin's validation (mini-lessons.ts) so the
 * pages' lock script does not carry zod.
 */
export function isMiniLessonUnlocked(who: Entitled, index: number): boolean {
  const limit = getLimit(who, 'miniLessons');
  return limit === unlimited || index < limit;
}
