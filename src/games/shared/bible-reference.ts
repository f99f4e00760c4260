import { z } from 'zod';

/**
 * A Bible reference as the games show it: book, chapter and verse, optionally a verse range,
 * e.g. "John 3:16", "1 Samuel 17:40", "Genesis 2:2-3".
 */
export const bibleReferenceSchema = z
  .string()
  .regex(
    /^(?:[1-3] )?[A-Z][a-z]+(?: of [A-Z][a-z]+| [A-Z][a-z]+)? \d{1,3}:\d{1,3}(?:-\d{1,3})?$/,
    'a reference like "John 3:16"',
  );

/** A verse a game plays with: its reference and its KJV wording, words separated by spaces. */
export const gameVerseSchema = z.object({
  reference: bibleReferenceSchema,
  text: z.string().min(10),
});
