import type { BandRules } from '../shared/age-band.ts';

// Hangman's numbers: 7 levels of 6 words, 6 wrong guesses to lose a word.
export const maxWrongGuesses = 6;
export const levelCount = 7;
export const wordsPerLevel = 6;
/** A won word earns this many points times the level. */
export const pointsPerWordPerLevel = 15;
/** Words won on a level (before the last one is added) needed to go up a level. */
export const wordsToAdvance = 4;

/** What an age band changes in Hangman. */
export interface HangmanRules {
  /** The level a new game starts on. */
  startLevel: number;
  /** Whether each word is dealt with its first letter already shown (wherever it appears). */
  firstLetterShown: boolean;
  /** Whether the hint has a Listen button (for children who cannot read yet). */
  listen: boolean;
}

/**
 * Hangman by age band: 4-6 start on level 1 (three- and four-letter words) with each word's first
 * letter shown and the hint read aloud on request; 7-9 as before bands; 10-12 start on level 2.
 */
export const hangmanBandRules: BandRules<HangmanRules> = {
  '4-6': { startLevel: 1, firstLetterShown: true, listen: true },
  '7-9': { startLevel: 1, firstLetterShown: false, listen: false },
  '10-12': { startLevel: 2, firstLetterShown: false, listen: false },
};
