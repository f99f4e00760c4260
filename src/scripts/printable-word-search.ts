import { createRandom } from '../games/shared/random.ts';
import { generatePuzzle } from '../games/word-search/logic.ts';

/** A new word search on every visit of the printable page, from the Word Search game's words. */
export function initPrintableWordSearch(): void {
  const root = document.querySelector<HTMLElement>('[data-printable-word-search]');
  const body = root?.querySelector('tbody');
  const list = root?.querySelector('[data-word-list]');
  if (!root || !body || !list) return;
  const words = JSON.parse(root.dataset.words ?? '[]') as string[];
  const puzzle = generatePuzzle(words, createRandom(Date.now()));
  body.replaceChildren(
    ...puzzle.grid.map((row) => {
      const tr = document.createElement('tr');
      for (const letter of row) tr.insertCell().textContent = letter;
      return tr;
    }),
  );
  list.replaceChildren(
    ...puzzle.words.map((w) => {
      const li = document.createElement('li');
      li.textContent = `☐ ${w.word}`;
      return li;
    }),
  );
  root.dataset.fresh = '';
}
