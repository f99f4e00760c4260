import type { Day } from '../lib/site-day.ts';
import { siteDay } from '../lib/site-today.ts';
import { readData } from './page-data.ts';
import type { ReadingWords, ShippedReading } from './todays-reading-view.ts';

interface ReadingData {
  readings: ShippedReading[];
  buildDay: Day;
  timeZone: string;
  /** Heading level of the reading's title. */
  level: number;
  words: ReadingWords;
}

const recheckMs = 60_000;

/**
 * Today's reading cards: the HTML is right for the build day; the browser's day is settled here and
 * followed past midnight (the card's code loads only when the day is not the build's).
 */
export function initTodaysReading(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-todays-reading]')) {
    const data = readData<ReadingData>(root, '[data-reading-data]');
    if (!data) continue;
    const body = root.querySelector<HTMLElement>('[data-reading-body]')!;
    let today = data.buildDay;
    const settle = (): void => {
      const now = siteDay(new Date(), data.timeZone);
      if (now === today) return;
      today = now;
      void import('./todays-reading-view.ts').then((m) =>
        m.showReading(body, data.readings, now, data.level, data.words),
      );
    };
    settle();
    window.setInterval(settle, recheckMs);
  }
}
