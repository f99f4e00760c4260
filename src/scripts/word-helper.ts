// The tip is built by Vite as a file of its own (the worker build makes a standalone script) and only
// its address is kept here: it costs a chapter page nothing until an old word is focused or tapped.

import type { WordTips } from './word-tips-entry.ts';
import tipsUrl from './word-tips-entry.ts?worker&url';

/** Where the switch's choice is remembered ("off"; anything else is on). */
const storageKey = 'word-helper';

/**
 * The word helper on a chapter page. The old words marked at build time (`.w` inside `data-words`)
 * join the tab order while the switch (`data-word-switch`) is on; its choice is remembered in the
 * browser (the dotted lines follow the switch by CSS alone). The tip with the meaning loads on the
 * first focus of a word (a tap focuses it too); it hides itself when focus moves on.
 */
export function initWordHelper(): void {
  const text = document.querySelector<HTMLElement>('[data-words]');
  const toggle = document.querySelector<HTMLInputElement>('[data-word-switch]');
  if (!text || !toggle) return;
  const apply = (): void => {
    for (const mark of text.querySelectorAll<HTMLElement>('.w')) mark.tabIndex = toggle.checked ? 0 : -1;
  };
  try {
    toggle.checked = localStorage.getItem(storageKey) !== 'off';
  } catch {
    // No storage: the marks are on.
  }
  apply();
  toggle.addEventListener('change', () => {
    apply();
    try {
      localStorage.setItem(storageKey, toggle.checked ? 'on' : 'off');
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  });
  text.addEventListener('focusin', (event) => {
    const mark = (event.target as Element).closest<HTMLElement>('.w');
    if (mark && toggle.checked)
      void import(/* @vite-ignore */ tipsUrl).then(() =>
        (window as unknown as { bsbWordTips: WordTips }).bsbWordTips.showWordTip(mark),
      );
  });
}
