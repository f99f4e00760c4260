import { verseIndexForDay } from '../lib/bible/verse-of-the-day.ts';

/** Shows the verse of `day` (loaded by src/scripts/verse-of-the-day.ts on a day not the build's). */
export function showDay(section: HTMLElement, day: string): void {
  const template = section.querySelector<HTMLTemplateElement>('template[data-votd-list]');
  const slot = section.querySelector<HTMLElement>(':scope > [data-votd-slot]');
  if (!template || !slot) return;
  const entries = template.content.querySelectorAll<HTMLElement>('[data-votd-slot]');
  if (entries.length === 0) return;
  const index = verseIndexForDay(day, entries.length);
  if (slot.dataset.votdIndex === String(index)) return;
  slot.replaceWith(entries[index]!.cloneNode(true));
}
