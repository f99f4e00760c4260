import { z } from 'zod';

/**
 * A Bible reference as the games show it, in the data's language: book, chapter and verse,
 * optionally a verse range, e.g. "John 3:16", "1 Samuel 17:40", "Génesis 2:2-3", "Éxodo 3:10".
 */
export const bibleReferenceSchema = z
  .string()
  .regex(
    /^(?:[1-3] )?\p{Lu}\p{Ll}+(?: (?:of|de) \p{Lu}\p{Ll}+| \p{Lu}\p{Ll}+)? \d{1,3}:\d{1,3}(?:-\d{1,3})?$/u,
    'a reference like "John 3:16" or "Juan 3:16"',
  );

/** A verse a game plays with: its reference and its wording (KJV in English, Reina-Valera 1909 in Spanish). */
export const gameVerseSchema = z.object({
  reference: bibleReferenceSchema,
  text: z.string().min(10),
});
