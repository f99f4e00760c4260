import { z } from 'zod';
import { baseLocale, type Locale } from '../../i18n/locales.ts';
import { gameVerseSchema } from '../shared/bible-reference.ts';
import { scrambledBandRules, versesByLocale } from './rules.ts';

/** A verse to unscramble: its reference and its wording, words separated by spaces. */
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
 * content/games/scrambled-verse.json (content/games/<locale>/ in another language): the four verses
 * of the spec, in its order, and the four short verses of the 4-6 band (each at most its number of
 * word tiles).
 */
export function scrambledVerseDataSchemaFor(locale: Locale) {
  const references = versesByLocale[locale];
  return z.object({
    verses: versesOf(references.verses),
    shortVerses: versesOf(references.shortVerses).refine(
      (verses) => verses.every((v) => v.text.split(/\s+/).filter(Boolean).length <= shortMaxTiles),
      { message: `a short verse has at most ${shortMaxTiles} words` },
    ),
  });
}

export const scrambledVerseDataSchema = scrambledVerseDataSchemaFor(baseLocale);

export type ScrambledVerseData = z.infer<typeof scrambledVerseDataSchema>;
