import { loadSession } from '../stores/session.ts';
import { toast } from '../stores/toasts.ts';

/**
 * "Add to my verses" on a chapter page: a tapped verse number joins the learner's memory verses
 * (POST /api/memory/verses). Loaded on the first tap (src/scripts/chapter-reader.ts), so a chapter
 * page carries none of this until then. Visitors get the invitation to sign in.
 */
function statusLine(root: HTMLElement): HTMLElement | null {
  return root.querySelector<HTMLElement>('[data-add-verse-status]');
}

function say(root: HTMLElement, text: string, link?: { href: string; label: string }): void {
  const line = statusLine(root);
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

export async function addVerse(button: HTMLButtonElement, root: HTMLElement): Promise<void> {
  const reference = `${root.dataset.verseName ?? ''}:${button.dataset.addVerse ?? ''}`;
  const session = await loadSession();
  if (!session.user) {
    const next = encodeURIComponent(`${window.location.pathname}#v${button.dataset.addVerse ?? ''}`);
    say(root, 'Please sign in to save the verses you learn.', {
      href: `/auth/?next=${next}`,
      label: 'Sign in',
    });
    toast({ title: 'Please sign in to save the verses you learn.', variant: 'error' });
    return;
  }
  button.disabled = true;
  try {
    const res = await fetch('/api/memory/verses', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reference }),
    });
    const body = (await res.json().catch(() => null)) as {
      message?: string;
      error?: { message?: string };
    } | null;
    if (!res.ok) {
      const message = body?.error?.message ?? 'An unexpected error occurred. Please try again.';
      say(root, message);
      toast({ title: 'Error', description: message, variant: 'error' });
      return;
    }
    const message = body?.message ?? `${reference} is in your verses.`;
    say(root, message, { href: '/challenges/memory-master/', label: 'Open Memory Master' });
    toast({ title: message, variant: 'success' });
  } catch {
    toast({
      title: 'Error',
      description: 'An unexpected error occurred. Please try again.',
      variant: 'error',
    });
  } finally {
    button.disabled = false;
  }
}
