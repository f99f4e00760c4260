import { type Awards, announceAwards } from '../islands/shared/awards.ts';
import { markedReadMessage, readerMessages } from '../lib/bible/reader-messages.ts';
import { $session, loadSession } from '../stores/session.ts';
import { toast } from '../stores/toasts.ts';

/**
 * A chapter page's reader without a framework: the reader form goes as soon as a choice changes, and
 * Mark as Read (at the top and the bottom of the chapter, always in step) over /api/reading-progress,
 * with the same toasts as the Bible Explorer's reader.
 */
interface BookProgressAnswer {
  chapters: Array<{ chapter: number }>;
}

interface MarkReadAnswer extends Awards {
  completedChallenges: Array<{ id: string; title: string }>;
}

/** A JSON call to the API: the answer's status and body (null when none came or it is not JSON). */
async function send<T>(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; data: T | null }> {
  try {
    const res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, data: res.ok ? ((await res.json()) as T) : null };
  } catch {
    return { status: 0, data: null };
  }
}

function enhanceForm(form: HTMLFormElement): void {
  form.addEventListener('change', (event) => {
    if (event.target instanceof HTMLSelectElement) form.requestSubmit();
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
  let known = false;
  let isRead = false;
  let saving = false;
  let asked = false;

  const render = (): void => {
    for (const button of buttons) {
      button.disabled = !known || isRead || saving;
      button.textContent = isRead ? readerMessages.markedAsRead : readerMessages.markAsRead;
    }
    for (const badge of badges) badge.hidden = !isRead;
  };

  async function loadReadStatus(): Promise<void> {
    const query = new URLSearchParams({ version: position.version, book: position.book });
    const { status, data } = await send<BookProgressAnswer>('GET', `/api/reading-progress?${query}`);
    if (data) isRead ||= data.chapters.some((c) => c.chapter === position.chapter);
    else console.error(`Reading progress could not be loaded (${status})`);
    known = true;
    render();
  }

  async function markRead(): Promise<void> {
    saving = true;
    render();
    const { status, data } = await send<MarkReadAnswer>('POST', '/api/reading-progress', position);
    saving = false;
    // No connection: kept on this device and sent when it returns (the queue's code loads only now).
    if (!data && !status && (await import('./offline-sync.ts')).queueMarkRead(position)) {
      isRead = true;
      render();
      return;
    }
    if (!data) {
      render();
      toast({
        title: status === 401 ? readerMessages.signInToTrack : readerMessages.saveFailed,
        variant: 'error',
      });
      return;
    }
    isRead = true;
    render();
    toast({ title: markedReadMessage(bookName ?? book!, position.chapter), variant: 'success' });
    for (const challenge of data.completedChallenges) {
      toast({ title: readerMessages.challengeCompleted, description: challenge.title, variant: 'success' });
    }
    announceAwards(data);
    // The streak in the top bar grows with the day's first chapter.
    window.dispatchEvent(new CustomEvent('bsb:reading-progress'));
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
  trackReading(root);
  // "Add to my verses": a verse number's tap loads its small script the first time.
  root.querySelector('[data-verses]')?.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-add-verse]');
    if (!button) return;
    void import('./add-verse.ts').then((m) => m.addVerse(button, root));
  });
}
