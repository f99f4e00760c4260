import { bingoCardNameCount, bingoSize, freeIndex } from '../games/bible-bingo/logic.ts';
import { createRandom, pickDistinct } from '../games/shared/random.ts';

/** A fresh bingo card on every visit of the printable page, from the Bible Bingo game's names. */
export function initPrintableBingo(): void {
  const root = document.querySelector<HTMLElement>('[data-printable-bingo]');
  const body = root?.querySelector('[data-bingo-cells]');
  if (!root || !body) return;
  const names = JSON.parse(root.dataset.names ?? '[]') as string[];
  const picked = pickDistinct(names, bingoCardNameCount, createRandom(Date.now()));
  const cells = body.querySelectorAll('td');
  let next = 0;
  cells.forEach((cell, i) => {
    if (i !== freeIndex && i < bingoSize * bingoSize) cell.textContent = picked[next++] ?? '';
  });
  root.dataset.fresh = '';
}
