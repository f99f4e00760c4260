import { atom } from 'nanostores';
import type { Celebration, EarnedThings } from '../lib/reward-moment.ts';

export type { Celebration };

/**
 * The page's one celebration (issue 37.3), shown by src/scripts/celebration-view.ts as a dialog with
 * the mascot: finishing a chapter, a story or a plan day, or earning a badge, calls `celebrate`.
 * While one is open, another joins it rather than stacking. It holds what the answers said; the view
 * names each thing once (`momentOf` in src/lib/reward-moment.ts). The view loads at the first
 * celebration, so pages where nothing is finished carry none of it (the layout's script stays small).
 */

export const $celebration = atom<Celebration | null>(null);

let view: Promise<unknown> | null = null;

/** Loads the dialog's code once, in a browser, which then follows $celebration. */
function loadView(): void {
  if (view || typeof document === 'undefined') return;
  view = import('../scripts/celebration-view.ts').then(
    (v) => v.watchCelebrations($celebration, endCelebration),
    (error: unknown) => {
      view = null;
      console.error('Showing a celebration failed', error);
    },
  );
}

/**
 * Celebrates something finished (`title`, e.g. "✅ Marked John 3 as read! 📖") and what it earned
 * (a progress answer's badges, achievements, challenges and plans); joins the one open, if any.
 */
export function celebrate(title: string, earned?: EarnedThings | null): void {
  const open = $celebration.get();
  $celebration.set({
    title: open?.title ?? title,
    earned: [...(open?.earned ?? []), ...(earned ? [earned] : [])],
  });
  loadView();
}

/** Closes the celebration (its dialog's Keep going, Escape). */
export function endCelebration(): void {
  $celebration.set(null);
}
