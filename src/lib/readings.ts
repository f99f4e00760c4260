import { findBook, isValidChapter } from './bible/books.ts';
import type { CheckResult, FieldAnswer } from './content-fields.ts';
import { FieldProblems, isRecord, notAnObject, optionalText, requiredText } from './content-fields.ts';
import { invalidDateMessage, missingFieldsMessage } from './content-rules.ts';
import { formatReference, type ReadingChoice, readingHref, todaysReading } from './reading-day.ts';
import { addDays, type Day, isValidDay } from './site-day.ts';

export { formatReference, type ReadingChoice, readingHref, todaysReading };

/**
 * Daily readings: one passage a day, a simple reading plan for children (the old admin kept its
 * list in page state only; here it is stored and published).
 */
export interface ReadingFields {
  date: Day;
  /** The book's slug ("genesis", "1samuel"), as in the Bible pages. */
  book: string;
  chapter: number;
  verseStart: number | null;
  verseEnd: number | null;
  title: string;
  notes: string | null;
}

export interface Reading extends ReadingFields {
  id: number;
  createdAt: string;
  updatedAt: string;
}

/** Just a reading's own fields (as the site ships them), without the row's id and times. */
export function readingFields(reading: Reading): ReadingFields {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = reading;
  return fields;
}

/** The longest chapter (Psalm 119) has 176 verses. */
export const maxVerseNumber = 176;
export const readingLimits = { title: 120, notes: 1_000 } as const;

/** A number as the API reads one (strings like "17" too), or undefined when it is none. */
function numberFrom(value: unknown): number | undefined {
  const n = typeof value === 'symbol' ? Number.NaN : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** A verse number, or null when blank. */
function verseOf(value: unknown): FieldAnswer<number | null> {
  if (value === '' || value === null || value === undefined) return { value: null };
  const n = numberFrom(value);
  if (n === undefined) return { message: 'Verses are numbers.' };
  if (!Number.isSafeInteger(n)) return { message: 'Verses are whole numbers.' };
  if (n < 1) return { message: 'Verses start at 1.' };
  if (n > maxVerseNumber) return { message: `No chapter has more than ${maxVerseNumber} verses.` };
  return { value: n };
}

function chapterOf(value: unknown): FieldAnswer<number> {
  const n = value === '' || value === null ? undefined : numberFrom(value);
  if (n === undefined) return { message: missingFieldsMessage };
  return Number.isSafeInteger(n) ? { value: n } : { message: 'The chapter is a whole number.' };
}

/**
 * Add / edit a reading: date, book, chapter and title required; verses and notes optional. Plain code
 * (no zod) for the admin page; the API's edge also checks with the zod schema of
 * src/lib/content-schemas.ts.
 */
export function checkReading(raw: unknown): CheckResult<ReadingFields> {
  if (!isRecord(raw)) return notAnObject(raw);
  const problems = new FieldProblems();
  const date = problems.take(requiredText(raw.date, Number.POSITIVE_INFINITY, ''));
  const bookKey = problems.take(requiredText(raw.book, Number.POSITIVE_INFINITY, ''));
  const chapter = problems.take(chapterOf(raw.chapter));
  const title = problems.take(
    requiredText(
      raw.title,
      readingLimits.title,
      `The title is too long (at most ${readingLimits.title} characters).`,
    ),
  );
  const verseStart = problems.take(verseOf(raw.verseStart));
  const verseEnd = problems.take(verseOf(raw.verseEnd));
  const notes =
    problems.take(
      optionalText(
        raw.notes,
        readingLimits.notes,
        `The notes are too long (at most ${readingLimits.notes} characters).`,
      ),
    ) || null;
  if (problems.messages.length > 0) return problems.result(() => undefined as never);

  if (!isValidDay(date)) problems.add(invalidDateMessage);
  const book = findBook(bookKey);
  if (!book) problems.add('Please choose one of the 66 books of the Bible.');
  else if (!isValidChapter(book, chapter)) problems.add(`${book.name} has chapters 1 to ${book.chapters}.`);
  if (verseEnd !== null && verseStart === null) problems.add('Give the first verse as well as the last.');
  if (verseStart !== null && verseEnd !== null && verseEnd < verseStart)
    problems.add('The last verse comes after the first.');
  return problems.result(() => ({
    date,
    book: book?.slug ?? bookKey,
    chapter,
    verseStart,
    verseEnd,
    title,
    notes,
  }));
}

/** The readings a page carries: from the build day on, for `days` days, so it stays right without a rebuild. */
export function readingsToShip<T extends { date: Day }>(
  list: readonly T[],
  buildDay: Day,
  days: number,
): T[] {
  const last = addDays(buildDay, days);
  return list.filter((r) => r.date >= buildDay && r.date <= last).sort((a, b) => (a.date < b.date ? -1 : 1));
}
