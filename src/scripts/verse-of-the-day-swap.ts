import { verseIndexForDay } from '../lib/bible/verse-of-the-day.ts';
import { siteDay } from '../lib/site-today.ts';

/** Shows today's verse (in the site's time zone) whatever day the page was built. */
function showToday(section: HTMLElement): void {
  const template = section.querySelector<HTMLTemplateElement>('template[data-votd-list]');
  const slot = section.querySelector<HTMLElement>(':scope > [data-votd-slot]');
  if (!template || !slot) return;
  const entries = template.content.querySelectorAll<HTMLElement>('[data-votd-slot]');
  if (entries.length === 0) return;
  let day: string;
  try {
    day = siteDay(new Date(), section.dataset.timeZone ?? 'UTC');
  } catch {
    return;
  }
  const index = verseIndexForDay(day, entries.length);
  if (slot.dataset.votdIndex === String(index)) return;
  slot.replaceWith(entries[index]!.cloneNode(true));
}

export function initVerseOfTheDay(): void {
  const section = document.querySelector<HTMLElement>('[data-verse-of-the-day]');
  if (!section) return;
  showToday(section);
  // A page left open overnight shows the new day's verse when the child comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') showToday(section);
  });
}
