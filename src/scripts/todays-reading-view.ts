import { type Day, formatDayLong } from '../lib/site-day.ts';
import { h } from './dom.ts';

/** A reading as the page carries it, already worded. */
export interface ShippedReading {
  date: Day;
  title: string;
  notes: string | null;
  /** "John 3:16-18" */
  reference: string;
  /** "Read John 3:16-18", in the page's language */
  readLabel: string;
  href: string;
}

/** The card's own words in the page's language, rendered by the page. */
export interface ReadingWords {
  today: string;
  next: string;
  none: string;
  pick: string;
  open: string;
  openHref: string;
  locale: string;
}

/** Shows `today`'s reading (or the next one) in a card's body, unless it already shows it. */
export function showReading(
  body: HTMLElement,
  readings: readonly ShippedReading[],
  today: Day,
  level: number,
  words: ReadingWords,
): void {
  const choice = todaysReading(readings, today);
  const shown = choice ? `${choice.reading.date}:${choice.isToday}` : '';
  if (body.dataset.shown === shown) return;
  body.dataset.shown = shown;
  body.replaceChildren(choice ? readingView(choice.reading, choice.isToday, level, words) : noReading(words));
}

/** Today's reading; when today has none, the next one planned (the list is in date order). */
function todaysReading(
  list: readonly ShippedReading[],
  today: Day,
): { reading: ShippedReading; isToday: boolean } | null {
  const next = list.find((r) => r.date >= today);
  return next ? { reading: next, isToday: next.date === today } : null;
}

function readingView(
  reading: ShippedReading,
  isToday: boolean,
  level: number,
  words: ReadingWords,
): HTMLElement {
  const { reference } = reading;
  return h(
    'div',
    { class: 'mt-3' },
    h(
      'p',
      { class: 'text-sm font-semibold text-slate-600' },
      `${isToday ? words.today : words.next} · `,
      h('time', { datetime: reading.date }, formatDayLong(reading.date, words.locale)),
    ),
    h(
      `h${Math.min(level, 6)}` as 'h4',
      { class: 'mt-1 text-lg font-extrabold text-slate-900' },
      reading.title,
    ),
    h('p', { class: 'mt-1 font-serif text-lg text-brand-800' }, reference),
    reading.notes && h('p', { class: 'mt-2 text-slate-700' }, reading.notes),
    h('a', { href: reading.href, class: 'btn-primary mt-4' }, reading.readLabel),
  );
}

function noReading(words: ReadingWords): HTMLElement {
  return h(
    'div',
    { class: 'mt-3' },
    h('p', { class: 'font-bold text-slate-900' }, words.none),
    h('p', { class: 'mt-1 text-slate-700' }, words.pick),
    h('a', { href: words.openHref, class: 'btn-ghost mt-3' }, words.open),
  );
}
