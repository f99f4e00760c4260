import { z } from 'zod';
import { findBook, isValidChapter } from './bible/books.ts';
import { invalidDateMessage, missingFieldsMessage } from './content-rules.ts';
import type { CheckResult } from './devotionals/devotional.ts';
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

const verse = z.coerce
  .number({ error: 'Verses are numbers.' })
  .int('Verses are whole numbers.')
  .min(1, 'Verses start at 1.')
  .max(maxVerseNumber, `No chapter has more than ${maxVerseNumber} verses.`);

export const readingInputSchema = z
  .object({
    date: z.string({ error: missingFieldsMessage }).trim().min(1, missingFieldsMessage),
    book: z.string({ error: missingFieldsMessage }).trim().min(1, missingFieldsMessage),
    chapter: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce.number({ error: missingFieldsMessage }).int('The chapter is a whole number.'),
    ),
    title: z
      .string({ error: missingFieldsMessage })
      .trim()
      .min(1, missingFieldsMessage)
      .max(readingLimits.title, `The title is too long (at most ${readingLimits.title} characters).`),
    verseStart: z.preprocess((v) => (v === '' ? null : v), verse.nullish()).transform((v) => v ?? null),
    verseEnd: z.preprocess((v) => (v === '' ? null : v), verse.nullish()).transform((v) => v ?? null),
    notes: z
      .string()
      .trim()
      .max(readingLimits.notes, `The notes are too long (at most ${readingLimits.notes} characters).`)
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((v, ctx) => {
    if (!isValidDay(v.date)) ctx.addIssue({ code: 'custom', path: ['date'], message: invalidDateMessage });
    const book = findBook(v.book);
    if (!book)
      ctx.addIssue({
        code: 'custom',
        path: ['book'],
        message: 'Please choose one of the 66 books of the Bible.',
      });
    else if (!isValidChapter(book, v.chapter)) {
      ctx.addIssue({
        code: 'custom',
        path: ['chapter'],
        message: `${book.name} has chapters 1 to ${book.chapters}.`,
      });
    }
    if (v.verseEnd !== null && v.verseStart === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['verseStart'],
        message: 'Give the first verse as well as the last.',
      });
    }
    if (v.verseStart !== null && v.verseEnd !== null && v.verseEnd < v.verseStart) {
      ctx.addIssue({ code: 'custom', path: ['verseEnd'], message: 'The last verse comes after the first.' });
    }
  })
  .transform((v): ReadingFields => ({ ...v, book: findBook(v.book)?.slug ?? v.book }));

export function checkReading(raw: unknown): CheckResult<ReadingFields> {
  const result = readingInputSchema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  const issues = result.error.issues;
  if (issues.some((i) => i.message === missingFieldsMessage))
    return { ok: false, code: 'missing_fields', message: missingFieldsMessage };
  const message = issues[0]?.message ?? 'Invalid reading.';
  return { ok: false, code: message === invalidDateMessage ? 'invalid_date' : 'invalid_input', message };
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
