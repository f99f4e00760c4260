import { z } from 'zod';
import { gameVerseSchema } from '../shared/bible-reference.ts';
import { memoryBandRules, verseCount } from './rules.ts';

/** A verse to learn: its reference and its KJV wording. */
export const memoryVerseSchema = gameVerseSchema;

export type MemoryVerse = z.infer<typeof memoryVerseSchema>;

const fiveVerses = z
  .array(memoryVerseSchema)
  .length(verseCount)
  .refine((verses) => new Set(verses.map((v) => v.reference)).size === verses.length, {
    message: 'each verse must differ',
  });

const shortMaxWords = memoryBandRules['4-6'].maxWords;

/**
 * content/games/memory-verse.json: the 5 verses, in the order they are played, and the 5 short
 * verses of the 4-6 band (each at most its number of words).
 */
export const memoryVerseDataSchema = z.object({
  verses: fiveVerses,
  shortVerses: fiveVerses.refine(
    (verses) => verses.every((v) => v.text.split(/\s+/).filter(Boolean).length <= shortMaxWords),
    { message: `a short verse has at most ${shortMaxWords} words` },
  ),
});

export type MemoryVerseData = z.infer<typeof memoryVerseDataSchema>;
