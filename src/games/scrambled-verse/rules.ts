import type { Locale } from '../../i18n/locales.ts';
import type { BandRules } from '../shared/age-band.ts';

/** The four verses, in play order (verse index 0 to 3). */
export const verseReferences: readonly string[] = [
  'John 3:16',
  'Psalm 23:1',
  'Romans 8:28',
  'Philippians 4:13',
];
export const verseCount = verseReferences.length;

/** The four short verses children of 4 to 6 unscramble, in play order. */
export const shortVerseReferences: readonly string[] = [
  'John 14:15',
  'Luke 1:37',
  '1 John 4:19',
  'Psalm 23:1',
];

/**
 * Each language's verses, in play order: the same verses where they fit, except the short list's
 * 1 John 4:19, ten words in the Reina-Valera, replaced by Psalm 56:3 ("En el día que temo...").
 */
export const versesByLocale: Readonly<
  Record<Locale, { verses: readonly string[]; shortVerses: readonly string[] }>
> = {
  en: { verses: verseReferences, shortVerses: shortVerseReferences },
  es: {
    verses: ['Juan 3:16', 'Salmos 23:1', 'Romanos 8:28', 'Filipenses 4:13'],
    shortVerses: ['Juan 14:15', 'Lucas 1:37', 'Salmos 56:3', 'Salmos 23:1'],
  },
};

/** What an age band's game is made of. */
export interface ScrambledRules {
  /** Which of the data's verse lists is played. */
  verseList: 'verses' | 'shortVerses';
  /** The most word tiles a verse of this band may have (the short list is checked against it). */
  maxTiles: number;
}

/**
 * Scrambled Verse by age band: 4-6 unscramble short verses (9 tiles at most, no 25-tile John 3:16);
 * 7-9 and 10-12 the four verses of the spec (John 3:16 and Romans 8:28 are 25 and 26 words).
 */
export const scrambledBandRules: BandRules<ScrambledRules> = {
  '4-6': { verseList: 'shortVerses', maxTiles: 9 },
  '7-9': { verseList: 'verses', maxTiles: 30 },
  '10-12': { verseList: 'verses', maxTiles: 30 },
};
