import { glossaryJsonPath, glossaryKey } from '../lib/bible/glossary.ts';

/**
 * The word helper's tip: one element for the whole page, shown under an old word (`.w` in chapter
 * text) when it is focused or tapped, with the meaning from the page's language's glossary
 * (`/bible-data/words.json`, `words-es.json`; fetched once, on the first tip). Its words come from
 * the word helper's line (WordHelper.astro), in the page's language. Escape, or focus moving away,
 * hides it. Loaded on the first focus of a word (see word-helper.ts), so a chapter page's load
 * carries none of it.
 */
interface Meaning {
  word: string;
  meaning: string;
}

const tipId = 'word-tip';
let meanings: Promise<Map<string, Meaning> | null> | null = null;
let tip: HTMLElement | null = null;
let current: HTMLElement | null = null;

/** The glossary by key; null when it could not be loaded (asked again at the next tip). */
function loadMeanings(): Promise<Map<string, Meaning> | null> {
  meanings ??= fetch(glossaryJsonPath(document.documentElement.lang || 'en'))
    .then((res) => (res.ok ? (res.json() as Promise<Meaning[]>) : Promise.reject(new Error(`${res.status}`))))
    .then((list) => new Map(list.map((m) => [glossaryKey(m.word), m])))
    .catch(() => {
      meanings = null;
      return null;
    });
  return meanings;
}

function tipElement(): HTMLElement {
  if (tip) return tip;
  tip = document.createElement('span');
  tip.id = tipId;
  tip.className = 'word-tip';
  tip.setAttribute('role', 'tooltip');
  tip.setAttribute('data-read-aloud-skip', '');
  tip.hidden = true;
  // A tap on the tip puts it away.
  tip.addEventListener('click', hideWordTip);
  document.body.append(tip);
  return tip;
}

function fill(el: HTMLElement, word: string, text: string): void {
  const name = document.createElement('strong');
  name.textContent = `${word}: `;
  el.replaceChildren(name, text);
}

/** Under the word, kept inside the window's width. */
function place(el: HTMLElement, mark: HTMLElement): void {
  const r = mark.getBoundingClientRect();
  const room = document.documentElement.clientWidth - el.offsetWidth - 8;
  el.style.left = `${Math.max(8, Math.min(r.left, room)) + window.scrollX}px`;
  el.style.top = `${r.bottom + window.scrollY + 6}px`;
}

/** The key of a mark: its `data-w`, else its own text. */
const keyOf = (mark: HTMLElement): string =>
  mark.dataset.w ?? glossaryKey(mark.textContent ?? '').replace(/\s+/g, ' ');

/** The tip's words, rendered into the page by WordHelper.astro. */
function tipWords(): { loading: string; loadFailed: string } {
  const line = document.querySelector<HTMLElement>('[data-word-helper-line]');
  return { loading: line?.dataset.loading ?? '…', loadFailed: line?.dataset.loadFailed ?? '' };
}

export async function showWordTip(mark: HTMLElement): Promise<void> {
  const words = tipWords();
  const el = tipElement();
  current?.removeAttribute('aria-describedby');
  current = mark;
  const text = (mark.textContent ?? '').replace(/\s+/g, ' ');
  fill(el, text, words.loading);
  el.hidden = false;
  place(el, mark);
  const found = (await loadMeanings())?.get(keyOf(mark));
  if (current !== mark) return;
  fill(el, found?.word ?? text, found?.meaning ?? words.loadFailed);
  mark.setAttribute('aria-describedby', tipId);
  place(el, mark);
}

export function hideWordTip(): void {
  current?.removeAttribute('aria-describedby');
  current = null;
  if (tip) tip.hidden = true;
}

/** The old word at a click, if the switch is on (the word is then in the tab order). */
const markOf = (target: EventTarget | null): HTMLElement | null => {
  const mark = target instanceof Element ? target.closest<HTMLElement>('[data-words] .w') : null;
  return mark?.tabIndex === 0 ? mark : null;
};

document.addEventListener('focusout', (event) => {
  if (event.target === current) hideWordTip();
});
document.addEventListener('click', (event) => {
  const mark = markOf(event.target);
  if (mark && mark !== current) void showWordTip(mark);
});
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && current) hideWordTip();
});
window.addEventListener('resize', () => {
  if (current && tip) place(tip, current);
});
