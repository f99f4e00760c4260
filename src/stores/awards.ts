import { m } from '#messages';
import type { EarnedThings } from '../lib/reward-moment.ts';
import { celebrate } from './celebration.ts';

/** What the API answers after progress (a chapter read, a game finished, a verse mastered). */
export type Awards = EarnedThings;

/**
 * Celebrates new badges, achievements and challenges completed, once (nothing when none), titled
 * `title` (what was finished) or "You earned something new!".
 */
export function announceAwards(awards: Awards | null | undefined, title?: string): void {
  const { badges = [], achievements = [], completedChallenges = [] } = awards ?? {};
  if (badges.length + achievements.length + completedChallenges.length === 0) return;
  celebrate(title ?? m.site_celebration_earned_title(), { badges, achievements, completedChallenges });
}
