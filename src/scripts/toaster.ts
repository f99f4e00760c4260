import { $toasts } from '../stores/toasts.ts';

/**
 * Renders toasts from the store into the page's toast region (no framework needed). The code that
 * draws them loads at the first toast (src/scripts/toast-view.ts); most pages never show one.
 */
export function initToaster(): void {
  const region = document.getElementById('toaster');
  if (!region) return;
  let view: Promise<typeof import('./toast-view.ts')> | null = null;
  $toasts.subscribe((toasts) => {
    if (toasts.length === 0 && !view) return;
    view ??= import('./toast-view.ts');
    view.then(
      (m) => m.renderToasts(region, $toasts.get()),
      (error: unknown) => {
        view = null;
        console.error('Showing a notification failed', error);
      },
    );
  });
}
