import { type EntitledKey, unlimited, wisdomProverbLimit } from '../lib/entitlements.ts';
import type { Day } from '../lib/site-day.ts';
import { siteDay } from '../lib/site-today.ts';
import type { WisdomItem } from '../lib/wisdom/proverb.ts';
import type { WisdomWindow, WisdomWords } from '../lib/wisdom/steps.ts';
import {
  isWisdomLocked,
  nextIndex,
  planBanner,
  previousIndex,
  proverbCounter,
  startIndex,
} from '../lib/wisdom/steps.ts';
import { $entitled, $session } from '../stores/session.ts';

/** What DailyWisdomCard.astro puts in the page for its script. */
export interface WisdomData extends WisdomWindow<WisdomItem> {
  buildDay: Day;
  timeZone: string;
  /** The full list of the page's language, loaded when someone steps past the proverbs the page carries. */
  url: string;
  /** The card's words in the page's language. */
  words: WisdomWords;
  /**
   * Who has the plan limit the card's HTML was rendered for (a visitor's; see `entitledKeys`): for
   * them the HTML is right on the build day. Empty when the HTML shows no proverb.
   */
  renderedFor: EntitledKey[];
}

const recheckMs = 60_000;

/** What the card's page script asks of this part. */
export interface WisdomCard {
  render: () => void;
  step: (delta: 1 | -1) => void;
}

/**
 * A Daily Wisdom card in full: today's proverb (day of the year modulo the plan's share of the
 * list), previous / next wrapping around, and the locked view for a plan without proverbs.
 */
export function wisdomCard(root: HTMLElement, data: WisdomData): WisdomCard {
  const known = new Map<number, WisdomItem>(data.items);
  let fullList: Promise<void> | null = null;
  let today = siteDay(new Date(), data.timeZone);
  let chosen: number | null = null;
  let lastCount = -1;
  const part = (name: string): HTMLElement => root.querySelector<HTMLElement>(`[data-${name}]`)!;
  const field = (name: string): HTMLElement => root.querySelector<HTMLElement>(`[data-field="${name}"]`)!;

  function loadAll(): Promise<void> {
    fullList ??= fetch(data.url, { credentials: 'same-origin' })
      .then(async (res) => {
        if (!res.ok) throw new Error(`the server answered ${res.status}`);
        const body = (await res.json()) as { proverbs: WisdomItem[] };
        for (const [i, item] of body.proverbs.entries()) known.set(i, item);
      })
      .catch((error: unknown) => {
        fullList = null;
        console.error('Loading the proverbs failed', error);
      });
    return fullList;
  }

  /** The plan's share of the list and where the card stands in it. */
  function position(): { limit: number; count: number; index: number } {
    const limit = wisdomProverbLimit($entitled.get());
    const count = limit === unlimited ? data.count : Math.min(Math.max(0, limit), data.count);
    // A new day or a different plan starts again from the day's proverb.
    if (count !== lastCount) chosen = null;
    lastCount = count;
    const index = chosen !== null && chosen < count ? chosen : startIndex(today, count);
    return { limit, count, index };
  }

  function render(): void {
    const loading = $session.get().loading;
    part('wisdom-loading').hidden = !loading;
    if (loading) return;
    const { limit, count, index } = position();
    const item = known.get(index);
    const locked = isWisdomLocked(limit) || count === 0;
    part('wisdom-locked').hidden = !locked;
    part('wisdom-content').hidden = locked;
    if (locked) return;
    if (!item) {
      void loadAll().then(() => {
        if (known.has(index)) render();
      });
      return;
    }
    const banner = planBanner(limit, data.words);
    part('wisdom-banner').hidden = banner === null;
    field('banner').textContent = banner ?? '';
    field('proverb').textContent = `“${item.proverb}”`;
    field('reference').textContent = item.reference ?? '';
    field('reference').hidden = !item.reference;
    field('meaning').textContent = item.meaning;
    field('whyItMatters').textContent = item.whyItMatters;
    field('counter').textContent = proverbCounter(index, count, data.words);
  }

  function step(delta: 1 | -1): void {
    const { count, index } = position();
    chosen = delta === -1 ? previousIndex(index, count) : nextIndex(index, count);
    render();
  }

  $session.subscribe(render);
  window.setInterval(() => {
    const now = siteDay(new Date(), data.timeZone);
    if (now === today) return;
    today = now;
    chosen = null;
    render();
  }, recheckMs);
  return { render, step };
}
