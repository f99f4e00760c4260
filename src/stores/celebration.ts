import { atom } from 'nanostores';
import { type EarnedThings, joinMoments, type RewardMoment, rewardItems } from '../lib/reward-moment.ts';

/**
 * The page's one celebration (issue 37.3), shown by src/scripts/celebration.ts as a dialog with the
 * mascot: finishing a chapter, a story or a plan day, or earning a badge, calls `celebrate`. While
 * one is open, another joins it rather than stacking.
 */
export const $celebration = atom<RewardMoment | null>(null);

/**
 * Celebrates something finished (`title`, e.g. "✅ Marked John 3 as read! 📖") and what it earned
 * (the progress answer's badges, achievements, challenges and plans, each named once).
 */
export function celebrate(title: string, earned?: EarnedThings | null): void {
  $celebration.set(joinMoments($celebration.get(), { title, items: rewardItems(earned) }));
}

/** Closes the celebration (its dialog's Keep going, Escape). */
export function endCelebration(): void {
  $celebration.set(null);
}
