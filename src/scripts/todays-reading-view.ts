import { type Day, formatDayLong } from '../lib/site-day.ts';
import { h } from './dom.ts';

/** A reading as the page carries it, already worded. */
export interface ShippedReading {
  date: Day;
  title: string;
  notes: string | null;
  /** "John 3:16-18" */
  reference: string;
  href: string;
}

/** Shows `today`'s reading (or the next one) in a card's body, unless it already shows it. */
export function showReading(
  body: HTMLElement,
  readings: readonly ShippedReading[],
  today: Day,
  level: number,
): void {
  const choice = todaysReading(readings, today);
  const shown = choice ? `${choice.reading.date}:${choice.isToday}` : '';
  if (body.dataset.shown === shown) return;
  body.dataset.shown = shown;
  body.replaceChildren(choice ? readingView(choice.reading, choice.isToday, level) : noReading());
}

/** Today's reading; when today has none, the next one planned (the list is in date order). */
function todaysReading(
  list: readonly ShippedReading[],
  today: Day,
): { reading: ShippedReading; isToday: boolean } | null {
  const next = list.find((r) => r.date >= today);
  return next ? { reading: next, isToday: next.date === today } : null;
}

function readingView(reading: ShippedReading, isToday: boolean, level: number): HTMLElement {
  const { reference } = reading;
  return h(
    'div',
    { class: 'mt-3' },
    h(
      'p',
      { class: 'text-sm font-semibold text-slate-600' },
      `${isToday ? 'Today' : 'Next reading'} · `,
      h('time', { datetime: reading.date }, formatDayLong(reading.date)),
    ),
    h(
      `h${Math.min(level, 6)}` as 'h4',
      { class: 'mt-1 text-lg font-extrabold text-slate-900' },
      reading.title,
    ),
    h('p', { class: 'mt-1 font-serif text-lg text-brand-800' }, reference),
    reading.notes && h('p', { class: 'mt-2 text-slate-700' }, reading.notes),
    h('a', { href: reading.href, class: 'btn-primary mt-4' }, `Read ${reference}`),
  );
}

function noReading(): HTMLElement {
  return h(
    'div',
    { class: 'mt-3' },
    h('p', { class: 'font-bold text-slate-900' }, 'No reading is planned for today.'),
    h('p', { class: 'mt-1 text-slate-700' }, 'Pick any chapter you like in the Bible Explorer!'),
    h('a', { href: '/bible-explorer/', class: 'btn-ghost mt-3' }, 'Open the Bible Explorer'),
  );
}
