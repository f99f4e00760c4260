import { truncateText } from '../lib/text.ts';
import { h } from './dom.ts';

/** Under 768 px is a phone: long devotional parts are shortened there. */
export const mobileQuery = '(max-width: 767.98px)';
const fullText = new WeakMap<HTMLElement, Node[]>();

/**
 * Boxes marked `data-read-more="<chars>"` show their paragraphs in full on larger screens; on a
 * phone, text over that many characters is shortened with Read More / Read Less.
 */
export function applyReadMore(root: ParentNode): void {
  const mobile = window.matchMedia(mobileQuery).matches;
  for (const box of root.querySelectorAll<HTMLElement>('[data-read-more]')) {
    // The large view shows everything.
    if (box.closest('dialog')) continue;
    let full = fullText.get(box);
    if (!full) {
      full = Array.from(box.children);
      fullText.set(box, full);
    }
    const text = full.map((p) => p.textContent ?? '').join('\n\n');
    const short = truncateText(text, Number(box.dataset.readMore));
    if (!mobile || !short.truncated) {
      box.replaceChildren(...full);
      continue;
    }
    const button = h(
      'button',
      {
        type: 'button',
        class: 'mt-1 font-bold text-brand-700 underline underline-offset-2',
        'aria-expanded': 'false',
      },
      'Read More',
    );
    const collapsed = h('p', { class: 'leading-relaxed whitespace-pre-line' }, short.text);
    const shown = full;
    button.addEventListener('click', () => {
      const expand = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(expand));
      button.textContent = expand ? 'Read Less' : 'Read More';
      box.replaceChildren(...(expand ? shown : [collapsed]), button);
    });
    box.replaceChildren(collapsed, button);
  }
}
