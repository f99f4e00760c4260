// Built by Vite as a file of its own (the worker build makes a standalone script) and only its
// address is kept here: loading it costs a page nothing until Listen is pressed.

import type { ReadAloud } from './read-aloud-entry.ts';
import readAloudUrl from './read-aloud-entry.ts?worker&url';

/** Whether the browser can speak (read-aloud is hidden where it cannot). */
export function canSpeak(): boolean {
  return 'speechSynthesis' in window && typeof SpeechSynthesisUtterance === 'function';
}

/** Loads read-aloud (once) and gives its functions. */
export async function loadReadAloud(): Promise<ReadAloud> {
  await import(/* @vite-ignore */ readAloudUrl);
  return (window as unknown as { bsbReadAloud: ReadAloud }).bsbReadAloud;
}

/** Stops any reading, if read-aloud was ever loaded. */
export function stopReadAloudIfLoaded(): void {
  (window as unknown as { bsbReadAloud?: ReadAloud }).bsbReadAloud?.stopReadAloud();
}

/** Shows the Listen buttons where the browser can speak; read-aloud loads on the first click. */
export function initListenButtons(): void {
  if (!canSpeak()) return;
  for (const box of document.querySelectorAll<HTMLElement>('[data-listen]')) box.hidden = false;
  document.addEventListener('click', (event) => {
    const start = (event.target as Element).closest?.<HTMLElement>('[data-listen-start]');
    if (start) void loadReadAloud().then((m) => m.startReadAloud(start));
  });
}
