import { z } from 'zod';
import { type BibleBook, findBook } from './books.ts';
import { type BibleVersionCode, bibleVersions, findVersion } from './versions.ts';

/** Zod fields for Bible references arriving from browsers (the API's progress and search inputs). */
const versionList = bibleVersions.map((v) => v.code).join(' or ');

function shown(value: unknown): string {
  return String(value).slice(0, 40);
}

export const versionField = z
  .string({ error: `Choose a Bible version: ${versionList}.` })
  .transform((value, ctx): BibleVersionCode => {
    const version = findVersion(value);
    if (version) return version.code;
    ctx.addIssue({
      code: 'custom',
      message: `Unknown Bible version "${shown(value)}". Choose ${versionList}.`,
    });
    return z.NEVER;
  });

export const bookField = z
  .string({ error: 'Choose a book of the Bible, such as John.' })
  .transform((value, ctx): BibleBook => {
    const book = findBook(value);
    if (book) return book;
    ctx.addIssue({
      code: 'custom',
      message: `Unknown book "${shown(value)}". Use a book of the Bible, such as John or Song of Solomon.`,
    });
    return z.NEVER;
  });

export const chapterField = z.coerce
  .number({ error: 'The chapter must be a whole number.' })
  .int('The chapter must be a whole number.')
  .min(1, 'The chapter must be 1 or more.');

/** A chapter of a version: the chapter must exist in the book. */
export const chapterRefSchema = z
  .object({ version: versionField, book: bookField, chapter: chapterField })
  .superRefine((ref, ctx) => {
    if (ref.chapter > ref.book.chapters) {
      const count = `${ref.book.chapters} ${ref.book.chapters === 1 ? 'chapter' : 'chapters'}`;
      ctx.addIssue({
        code: 'custom',
        path: ['chapter'],
        message: `${ref.book.name} has ${count}; there is no chapter ${ref.chapter}.`,
      });
    }
  });

export type ChapterRefInput = z.input<typeof chapterRefSchema>;
