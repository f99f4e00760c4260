import { toast } from '../stores/toasts.ts';
import { wireDialog } from './dom.ts';

/**
 * The share dialog of static devotional pages: open, close (button, Escape, backdrop) and copy. The
 * copy button carries its toasts' words in the page's language (ShareButton.astro).
 */
export function initShareDialogs(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-share]')) {
    const dialog = root.querySelector<HTMLDialogElement>('[data-dialog="share-page"]')!;
    root.querySelector('[data-share-open]')?.addEventListener('click', () => dialog.showModal());
    wireDialog(dialog);
    const copy = root.querySelector<HTMLButtonElement>('[data-share-copy]');
    copy?.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(copy.dataset.shareText ?? '');
        toast({
          title: copy.dataset.copiedTitle ?? '',
          description: copy.dataset.copiedText,
          variant: 'success',
        });
      } catch {
        toast({
          title: copy.dataset.failedTitle ?? '',
          description: copy.dataset.failedText,
          variant: 'error',
        });
      }
    });
  }
}
