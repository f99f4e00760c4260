import { m } from '#messages';
import { apiRequest } from '../client/request.ts';
import { localHref } from '../i18n/paths.ts';
import { loadSession } from '../stores/session.ts';
import { toast } from '../stores/toasts.ts';

/**
 * "Add to my verses": a tapped verse number joins the learner's memory verses (POST
 * /api/memory/verses), and the notice that says so offers Undo (DELETE /api/memory/verses/:key), so
 * a tap by mistake costs nothing. Loaded on the first tap (src/scripts/chapter-reader.ts, the Bible
 * Explorer's reader), so a chapter page carries none of this until then. Visitors get the invitation
 * to sign in.
 */
function say(
  line: HTMLElement | null,
  text: string,
  link?: { href: string; label: string },
  undo?: HTMLButtonElement,
): void {
  if (!line) return;
  line.textContent = `${text} `;
  if (undo) line.append(undo, ' ');
  if (link) {
    const a = document.createElement('a');
    a.href = link.href;
    a.className = 'text-brand-700 underline';
    a.textContent = link.label;
    line.append(a);
  }
}

/** The Undo button of a verse just added: takes it out of the learner's verses again. */
function undoButton(
  verse: { key: string; reference: string },
  line: HTMLElement,
  focusAfter: HTMLElement | undefined,
): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'min-h-11 rounded-lg px-3 font-bold text-brand-700 underline hover:bg-brand-100';
  button.textContent = m.reader_verse_undo();
  button.setAttribute('aria-label', m.reader_verse_undo_label({ reference: verse.reference }));
  button.dataset.verseUndo = verse.key;
  button.addEventListener('click', async () => {
    button.disabled = true;
    const path = `/api/memory/verses/${encodeURIComponent(verse.key)}`;
    const result = await apiRequest<{ ok: true }>('DELETE', path);
    if (!result.ok) {
      button.disabled = false;
      toast({ title: m.reader_error(), description: result.message, variant: 'error' });
      return;
    }
    // The button goes away with the line's old words: keep the keyboard where the learner was.
    focusAfter?.focus();
    say(line, m.reader_verse_removed({ reference: verse.reference }));
  });
  return button;
}

/**
 * Adds `reference` to the learner's verses and says how it went in `line` (with Undo when it was
 * added now, not before). `returnPath` is where a visitor comes back to after signing in; `control` is
 * the verse number tapped, which gets the keyboard back after Undo. Used by chapter pages and the
 * Bible Explorer.
 */
export async function addVerseReference(
  reference: string,
  line: HTMLElement | null,
  returnPath: string,
  control?: HTMLElement,
): Promise<void> {
  const session = await loadSession();
  if (!session.user) {
    say(line, m.reader_sign_in_for_verses(), {
      href: localHref(`/auth/?next=${encodeURIComponent(returnPath)}`),
      label: m.reader_sign_in_link(),
    });
    toast({ title: m.reader_sign_in_for_verses(), variant: 'error' });
    return;
  }
  const result = await apiRequest<{
    added?: boolean;
    verse?: { key: string; reference: string };
    message?: string;
  }>('POST', '/api/memory/verses', { reference });
  if (!result.ok) {
    // No answer at all: the line keeps what it said; a refusal says why there too.
    if (result.status > 0) say(line, result.message);
    toast({ title: m.reader_error(), description: result.message, variant: 'error' });
    return;
  }
  const message = result.data?.message ?? m.reader_verse_added({ reference });
  const verse = result.data?.verse;
  // Undo only what this tap added: a verse that was already there stays.
  const undo = line && verse && result.data?.added ? undoButton(verse, line, control) : undefined;
  say(
    line,
    message,
    { href: localHref('/challenges/memory-master/'), label: m.reader_open_memory_master() },
    undo,
  );
  // The notice under the verse is where the learner is reading; a status line elsewhere may be out of
  // view, so a toast says it too.
  if (line?.dataset.verseNotice === undefined) toast({ title: message, variant: 'success' });
}

/**
 * The notice under a tapped verse: one per chapter, moved under the verse tapped last, so what the
 * tap did (and its Undo) shows where the learner is reading, not at the end of a long chapter.
 */
function noticeUnder(button: HTMLElement, root: HTMLElement): HTMLElement | null {
  const verse = button.closest('p');
  if (!verse) return root.querySelector<HTMLElement>('[data-add-verse-status]');
  let notice = root.querySelector<HTMLElement>('[data-verse-notice]');
  if (!notice) {
    notice = document.createElement('p');
    notice.setAttribute('role', 'status');
    notice.dataset.verseNotice = '';
    notice.dataset.readAloudSkip = '';
    notice.dataset.printHide = '';
    notice.className = [
      'my-2 flex flex-wrap items-center gap-x-2 rounded-xl bg-brand-50 px-3 py-1',
      'font-sans text-base font-semibold text-brand-900',
    ].join(' ');
  }
  if (notice.previousElementSibling !== verse) {
    notice.textContent = '';
    verse.after(notice);
  }
  return notice;
}

/** A chapter page's verse-number button (`data-add-verse`) inside its reader (`data-verse-name`). */
export async function addVerse(button: HTMLButtonElement, root: HTMLElement): Promise<void> {
  const verse = button.dataset.addVerse ?? '';
  button.disabled = true;
  try {
    await addVerseReference(
      `${root.dataset.verseName ?? ''}:${verse}`,
      noticeUnder(button, root),
      `${window.location.pathname}#v${verse}`,
      button,
    );
  } finally {
    button.disabled = false;
  }
}
