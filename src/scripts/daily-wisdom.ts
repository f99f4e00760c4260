import { siteDay } from '../lib/site-today.ts';
import { $entitled, $session, entitledKey, loadSession } from '../stores/session.ts';
import type { WisdomCard, WisdomData } from './daily-wisdom-view.ts';
import { readData } from './page-data.ts';

const recheckMs = 60_000;

/**
 * The Daily Wisdom cards of the page. Their HTML shows a visitor's proverb of the build day once the
 * session is known; the card's full code loads only for another plan, another day, or a click.
 */
export function initDailyWisdom(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-daily-wisdom]')) {
    const data = readData<WisdomData>(root, '[data-wisdom-data]');
    if (!data) continue;
    let card: Promise<WisdomCard> | null = null;
    const full = (): Promise<WisdomCard> =>
      (card ??= import('./daily-wisdom-view.ts').then((m) => m.wisdomCard(root, data)));
    const otherDay = (): boolean => siteDay(new Date(), data.timeZone) !== data.buildDay;

    root.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLElement>('[data-wisdom-step]');
      if (button) void full().then((c) => c.step(button.dataset.wisdomStep === '-1' ? -1 : 1));
    });
    $session.subscribe((session) => {
      if (session.loading || card) return;
      if (!data.renderedFor.includes(entitledKey($entitled.get())) || otherDay()) {
        void full().then((c) => c.render());
        return;
      }
      root.querySelector<HTMLElement>('[data-wisdom-loading]')!.hidden = true;
      root.querySelector<HTMLElement>('[data-wisdom-content]')!.hidden = false;
    });
    void loadSession();
    window.setInterval(() => {
      if (!card && otherDay()) void full().then((c) => c.render());
    }, recheckMs);
  }
}
