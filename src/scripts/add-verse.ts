import { apiRequest } from '../client/request.ts';
import { loadSession } from '../stores/session.ts';
import { toast } from '../stores/toasts.ts';

/**
 * "Add to my verses": a tapped verse number joins the learner's memory verses (POST
 * /api/memory/verses). Loaded on the first tap (src/scripts/chapter-reader.ts, the Bible Explorer's
 * reader), so a chapter page carries none of this until then. Visitors get the invitation to sign in.
 */
function say(line: HTMLElement | null, text: string, link?: { href: string; label: string }): void {
  if (!line) return;
  line.textContent = `${text} `;
  if (link) {
    const a = document.createElement('a');
    a.href = link.href;
    a.className = 'text-brand-700 underline';
    a.textContent = link.label;
    line.append(a);
  }
}

/**
 * Adds `reference` to the learner's verses and says how it went in `line` (and a toast). `returnPath`
 * is where a visitor comes back to after signing in. Used by chapter pages and the Bible Explorer.
 */
export async function addVerseReference(
  reference: string,
  line: HTMLElement | null,
  returnPath: string,
): Promise<void> {
  const session = await loadSession();
  if (!session.user) {
    say(line, 'Please sign in to save the verses you learn.', {
      href: `/auth/?next=${encodeURIComponent(returnPath)}`,
      label: 'Sign in',
    });
    toast({ title: 'Please sign in to save the verses you learn.', variant: 'error' });
    return;
  }
  const result = await apiRequest<{ message?: string }>('POST', '/api/memory/verses', { reference });
  if (!result.ok) {
    // No answer at all: the line keeps what it said; a refusal says why there too.
    if (result.status > 0) say(line, result.message);
    toast({ title: 'Error', description: result.message, variant: 'error' });
    return;
  }
  const message = result.data?.message ?? `${reference} is in your verses.`;
  say(line, message, { href: '/challenges/memory-master/', label: 'Open Memory Master' });
  toast({ title: message, variant: 'success' });
}

/** A chapter page's verse-number button (`data-add-verse`) inside its reader (`data-verse-name`). */
export async function addVerse(button: HTMLButtonElement, root: HTMLElement): Promise<void> {
  const verse = button.dataset.addVerse ?? '';
  button.disabled = true;
  try {
    await addVerseReference(
      `${root.dataset.verseName ?? ''}:${verse}`,
      root.querySelector<HTMLElement>('[data-add-verse-status]'),
      `${window.location.pathname}#v${verse}`,
    );
  } finally {
    button.disabled = false;
  }
}
