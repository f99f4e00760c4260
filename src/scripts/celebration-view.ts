import type { ReadableAtom } from 'nanostores';
import { getLocale } from '../i18n/page-locale.ts';
import { earnedInLanguage } from '../lib/learn/earned-words.ts';
import { type Celebration, momentOf } from '../lib/reward-moment.ts';
import { h } from './dom.ts';

const confetti = ['🎉', '⭐', '✨', '🎊', '💛', '🌟', '🎈', '🙌'];
const confettiCount = 12;
const wired = new WeakSet<HTMLDialogElement>();

/** Where focus goes when the celebration closes: the page's next step, else where it was, else main. */
function nextFocus(opener: Element | null): HTMLElement | null {
  const next = document.querySelector<HTMLElement>('main a[rel="next"]');
  if (next?.checkVisibility()) return next;
  if (
    opener instanceof HTMLElement &&
    opener.isConnected &&
    !opener.matches(':disabled') &&
    opener !== document.body
  )
    return opener;
  return document.getElementById('main');
}

function wire(dialog: HTMLDialogElement, onClose: () => void): void {
  if (wired.has(dialog)) return;
  wired.add(dialog);
  let opener: Element | null = null;
  dialog.addEventListener('beforetoggle', (event) => {
    if ((event as ToggleEvent).newState === 'open') opener = document.activeElement;
  });
  dialog.addEventListener('close', () => {
    onClose();
    const target = nextFocus(opener);
    if (target && !target.matches('a, button, input, select, textarea, [tabindex]')) target.tabIndex = -1;
    target?.focus();
  });
  // A tap on the backdrop closes it too.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
}

/**
 * Shows the page's celebration (src/components/site/CelebrationDialog.astro) whenever `celebrations`
 * holds one; closing the dialog calls `onClose` (the store passes both: this module imports none of it).
 */
export function watchCelebrations(celebrations: ReadableAtom<Celebration | null>, onClose: () => void): void {
  const dialog = document.querySelector<HTMLDialogElement>('[data-celebration-dialog]');
  if (!dialog) return;
  celebrations.subscribe((celebration) => showCelebration(dialog, celebration, onClose));
}

/** Shows `celebration` in its dialog (opening it), or closes the dialog when it is null. */
function showCelebration(
  dialog: HTMLDialogElement,
  celebration: Celebration | null,
  onClose: () => void,
): void {
  wire(dialog, onClose);
  if (!celebration) {
    if (dialog.open) dialog.close();
    return;
  }
  // The answers name what was earned in English; the page names it in its language.
  const locale = getLocale();
  const moment = momentOf({
    ...celebration,
    earned: celebration.earned.map((e) => earnedInLanguage(locale, e)),
  });
  dialog.querySelector('[data-celebration-title]')!.textContent = moment.title;
  const earned = dialog.querySelector<HTMLElement>('[data-celebration-earned]')!;
  earned.hidden = moment.items.length === 0;
  dialog.querySelector('[data-celebration-items]')!.replaceChildren(
    ...moment.items.map((item) =>
      h(
        'li',
        {
          class: 'rounded-2xl bg-sun-100 px-3 py-2 font-bold text-slate-900',
          'data-celebration-item': item.name,
        },
        h('span', { 'aria-hidden': 'true' }, `${item.icon} `),
        item.name,
      ),
    ),
  );
  if (dialog.open) return;
  dialog.querySelector('[data-celebration-confetti]')!.replaceChildren(
    ...Array.from({ length: confettiCount }, (_, i) =>
      h(
        'span',
        {
          class: 'confetti-piece pointer-events-none absolute top-0 text-xl',
          style: `left:${(i * 37) % 100}%;animation-delay:${(i % 6) * 0.15}s`,
        },
        confetti[i % confetti.length]!,
      ),
    ),
  );
  dialog.showModal();
  dialog.querySelector<HTMLElement>('[data-celebration-close]')?.focus();
}
