import { siteDay } from '../lib/site-today.ts';

/**
 * The verse of the day: its HTML shows the build day's verse; on another day (in the site's time
 * zone) the code that swaps in that day's loads (src/scripts/verse-of-the-day-swap.ts). A page left
 * open overnight shows the new day's verse when the child comes back to it.
 */
export function initVerseOfTheDay(): void {
  const section = document.querySelector<HTMLElement>('[data-verse-of-the-day]');
  if (!section) return;
  const settle = (): void => {
    let day: string;
    try {
      day = siteDay(new Date(), section.dataset.timeZone ?? 'UTC');
    } catch {
      return;
    }
    if (day !== section.dataset.buildDay)
      void import('./verse-of-the-day-swap.ts').then((m) => m.showDay(section, day));
  };
  settle();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') settle();
  });
}
