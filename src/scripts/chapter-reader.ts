import { $session, loadSession } from '../stores/session.ts';
import { toast } from '../stores/toasts.ts';

/**
 * A chapter page's reader without a framework: the version form goes as soon as it changes, the
 * chapter picker's script loads on its first opening, and
 * Mark as Read (at the top and the bottom of the chapter, always in step) over /api/reading-progress,
 * through the same store as the Bible Explorer's reader (src/stores/reading-progress.ts), which loads
 * for a signed-in reader and on the first Mark as Read.
 */
const progress = () => import('../stores/reading-progress.ts');

function enhanceForm(form: HTMLFormElement): void {
  form.addEventListener('change', (event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement)) return;
    // A version chosen is the learner's from now on (src/lib/bible/version-choice.ts); the code
    // that keeps it loads on this change only.
    if (select.name === 'version')
      void import('./remember-version.ts')
        .then((v) => v.rememberVersionCalled(select.value))
        .catch(() => {})
        .finally(() => form.requestSubmit());
    else form.requestSubmit();
  });
  // Back to this page from the bfcache: the choices show this page again, not the one left for.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) form.reset();
  });
}

function trackReading(root: HTMLElement): void {
  const { version, book, chapter, bookName } = root.dataset;
  if (!version || !book || !chapter) return;
  const position = { version, book, chapter: Number(chapter) };
  const buttons = root.querySelectorAll<HTMLButtonElement>('[data-mark-read]');
  const badges = root.querySelectorAll<HTMLElement>('[data-read-badge]');
  // The buttons' words come with the page (src/components/bible/ReadStatus.astro).
  const first = buttons[0];
  const words = {
    markAsRead: first?.textContent?.trim() ?? '',
    markedAsRead: first?.dataset.markedLabel ?? '',
    saveFailed: first?.dataset.saveFailed ?? '',
  };
  let known = false;
  let isRead = false;
  let saving = false;
  let asked = false;

  const render = (): void => {
    for (const button of buttons) {
      button.disabled = !known || isRead || saving;
      button.textContent = isRead ? words.markedAsRead : words.markAsRead;
    }
    for (const badge of badges) badge.hidden = !isRead;
  };

  async function loadReadStatus(): Promise<void> {
    try {
      const store = await progress();
      await store.loadReadChapters(position);
      isRead ||= store.chapterReadOf(store.$readChapters.get(), position) ?? false;
    } catch (error) {
      console.error(error);
    }
    known = true;
    render();
  }

  async function markRead(): Promise<void> {
    saving = true;
    render();
    try {
      isRead = await (await progress()).markChapterRead(position, bookName ?? book!);
    } catch {
      // The progress code could not load (no connection, and not kept by the service worker).
      toast({ title: words.saveFailed, variant: 'error' });
    }
    saving = false;
    render();
  }

  for (const button of buttons) button.addEventListener('click', () => void markRead());
  $session.subscribe((session) => {
    if (asked || session.loading || !session.user) return;
    asked = true;
    void loadReadStatus();
  });
  void loadSession();
}

export function initChapterReader(): void {
  const root = document.querySelector<HTMLElement>('[data-chapter-reader]');
  if (!root) return;
  const form = root.querySelector<HTMLFormElement>('form[data-reader-form]');
  if (form) enhanceForm(form);
  // The picker's script loads when it is first opened (a book's link works without it meanwhile).
  for (const picker of root.querySelectorAll<HTMLDetailsElement>('details[data-chapter-picker]')) {
    const load = (): void => void import('./chapter-picker.ts').then((m) => m.enhanceChapterPicker(picker));
    picker.addEventListener('toggle', load, { once: true });
  }
  trackReading(root);
  // "Add to my verses": a verse number's tap loads its small script the first time.
  root.querySelector('[data-verses]')?.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-add-verse]');
    if (!button) return;
    void import('./add-verse.ts').then((m) => m.addVerse(button, root));
  });
}
