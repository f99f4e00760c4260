import { z } from 'zod';

/**
 * A Bible reference as the games show it: book, chapter and verse, optionally a verse range,
 * e.g. "John 3:16", "1 Samuel 17:40", "Genesis 2:2-3", or with a Spanish book name, "Génesis 1:1",
 * "1 Juan 4:19", "Cantar de los Cantares 2:4".
 */
export const bibleReferenceSchema = z
  .string()
  .regex(
    /^(?:[1-3] )?\p{Lu}\p{Ll}+(?: of \p{Lu}\p{Ll}+| de los \p{Lu}\p{Ll}+| \p{Lu}\p{Ll}+)? \d{1,3}:\d{1,3}(?:-\d{1,3})?$/u,
    'a reference like "John 3:16"',
  );

/** A verse a game plays with: its reference and its KJV (or Reina-Valera 1909) wording, words separated by spaces. */
export const gameVerseSchema = z.object({
  reference: bibleReferenceSchema,
  text: z.string().min(10),
});
