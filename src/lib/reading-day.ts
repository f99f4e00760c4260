// Zod-free, so the "today's reading" island does not load zod in the browser.
import { findBook } from './bible/books.ts';
import type { Day } from './site-day.ts';

/** A reading's passage: the book's slug, the chapter, and optionally a verse or verse range. */
type Passage = { book: string; chapter: number; verseStart: number | null; verseEnd: number | null };

/** "Genesis 1", "Psalms 23:1-6", "John 3:16". */
export function formatReference(passage: Passage): string {
  const name = findBook(passage.book)?.name ?? passage.book;
  const { chapter, verseStart, verseEnd } = passage;
  if (verseStart === null) return `${name} ${chapter}`;
  if (verseEnd === null || verseEnd === verseStart) return `${name} ${chapter}:${verseStart}`;
  return `${name} ${chapter}:${verseStart}-${verseEnd}`;
}

/** Where the reading opens: the chapter in the Bible explorer, in the version the learner reads in. */
export function readingHref(passage: Passage): string {
  return `/bible-explorer/?book=${encodeURIComponent(passage.book)}&chapter=${passage.chapter}`;
}

export interface ReadingChoice<T> {
  reading: T;
  /** True for today's; false when it is the next one coming up. */
  isToday: boolean;
}

/** Today's reading; when today has none, the next one planned (null when none is left). */
export function todaysReading<T extends { date: Day }>(
  list: readonly T[],
  today: Day,
): ReadingChoice<T> | null {
  const exact = list.find((r) => r.date === today);
  if (exact) return { reading: exact, isToday: true };
  const next = [...list].filter((r) => r.date > today).sort((a, b) => (a.date < b.date ? -1 : 1))[0];
  return next ? { reading: next, isToday: false } : null;
}
