import { $celebration } from '../stores/celebration.ts';

/**
 * Opens the page's celebration dialog (src/components/site/CelebrationDialog.astro) when
 * src/stores/celebration.ts has one; the code that fills it loads at the first celebration.
 */
export function initCelebration(): void {
  const dialog = document.querySelector<HTMLDialogElement>('[data-celebration-dialog]');
  if (!dialog) return;
  let view: Promise<typeof import('./celebration-view.ts')> | null = null;
  $celebration.subscribe((moment) => {
    if (!moment && !view) return;
    view ??= import('./celebration-view.ts');
    view.then(
      (v) => v.showCelebration(dialog, $celebration.get()),
      (error: unknown) => {
        view = null;
        console.error('Showing a celebration failed', error);
      },
    );
  });
}
