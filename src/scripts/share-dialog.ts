import { copiedToast, copyFailedToast } from '../lib/devotionals/share.ts';
import { toast } from '../stores/toasts.ts';
import { wireDialog } from './dom.ts';

/** The share dialog of static devotional pages: open, close (button, Escape, backdrop) and copy. */
export function initShareDialogs(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-share]')) {
    const dialog = root.querySelector<HTMLDialogElement>('[data-dialog="share-page"]')!;
    root.querySelector('[data-share-open]')?.addEventListener('click', () => dialog.showModal());
    wireDialog(dialog);
    const copy = root.querySelector<HTMLButtonElement>('[data-share-copy]');
    copy?.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(copy.dataset.shareText ?? '');
        toast({ ...copiedToast, variant: 'success' });
      } catch {
        toast({ ...copyFailedToast, variant: 'error' });
      }
    });
  }
}
