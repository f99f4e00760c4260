import { z } from 'zod';
import { gameVerseSchema } from '../shared/bible-reference.ts';
import { verseReferences } from './rules.ts';

/** A verse to unscramble: its reference and its KJV wording, words separated by spaces. */
export const scrambledVerseSchema = gameVerseSchema;

export type ScrambledVerse = z.infer<typeof scrambledVerseSchema>;

/** content/games/scrambled-verse.json: exactly the four verses of the spec, in its order. */
export const scrambledVerseDataSchema = z.object({
  verses: z
    .array(scrambledVerseSchema)
    .length(verseReferences.length)
    .refine((verses) => verses.every((v, i) => v.reference === verseReferences[i]), {
      message: `the verses must be ${verseReferences.join(', ')}, in that order`,
    }),
});

export type ScrambledVerseData = z.infer<typeof scrambledVerseDataSchema>;
