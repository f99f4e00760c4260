import { z } from 'zod';
import { gameVerseSchema } from '../shared/bible-reference.ts';
import { verseCount } from './rules.ts';

/** A verse to learn: its reference and its KJV wording. */
export const memoryVerseSchema = gameVerseSchema;

export type MemoryVerse = z.infer<typeof memoryVerseSchema>;

/** content/games/memory-verse.json: the 5 verses, in the order they are played. */
export const memoryVerseDataSchema = z.object({
  verses: z
    .array(memoryVerseSchema)
    .length(verseCount)
    .refine((verses) => new Set(verses.map((v) => v.reference)).size === verses.length, {
      message: 'each verse must differ',
    }),
});

export type MemoryVerseData = z.infer<typeof memoryVerseDataSchema>;
