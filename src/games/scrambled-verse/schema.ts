import { z } from 'zod';
import { gameVerseSchema } from '../shared/bible-reference.ts';
import { scrambledBandRules, shortVerseReferences, verseReferences } from './rules.ts';

/** A verse to unscramble: its reference and its KJV wording, words separated by spaces. */
export const scrambledVerseSchema = gameVerseSchema;

export type ScrambledVerse = z.infer<typeof scrambledVerseSchema>;

/** Exactly `references`, in that order. */
function versesOf(references: readonly string[]) {
  return z
    .array(scrambledVerseSchema)
    .length(references.length)
    .refine((verses) => verses.every((v, i) => v.reference === references[i]), {
      message: `the verses must be ${references.join(', ')}, in that order`,
    });
}

const shortMaxTiles = scrambledBandRules['4-6'].maxTiles;

/**
 * content/games/scrambled-verse.json: the four verses of the spec, in its order, and the four short
 * verses of the 4-6 band (each at most its number of word tiles).
 */
export const scrambledVerseDataSchema = z.object({
  verses: versesOf(verseReferences),
  shortVerses: versesOf(shortVerseReferences).refine(
    (verses) => verses.every((v) => v.text.split(/\s+/).filter(Boolean).length <= shortMaxTiles),
    { message: `a short verse has at most ${shortMaxTiles} words` },
  ),
});

export type ScrambledVerseData = z.infer<typeof scrambledVerseDataSchema>;
