import type { BandRules } from '../shared/age-band.ts';

// Word Search's numbers: 6 words of a pool of 16 hidden on a 12 x 12 grid.
export const gridSize = 12;
export const poolSize = 16;
export const wordsPerPuzzle = 6;
/** Tries to place a word; a word that finds no place is left out of the puzzle. */
export const maxPlacementAttempts = 100;

/** What an age band changes in Word Search. */
export interface WordSearchRules {
  /** Rows and columns of the grid. */
  gridSize: number;
  /** Words drawn for a puzzle. */
  wordCount: number;
  /** Only pool words this long or shorter are drawn. */
  maxWordLength: number;
  /** The directions words are placed in (read forwards). */
  directions: readonly ('horizontal' | 'vertical' | 'diagonal down' | 'diagonal up')[];
}

const allDirections = ['horizontal', 'vertical', 'diagonal down', 'diagonal up'] as const;

/**
 * Word Search by age band: 4-6 find 4 short words (5 letters at most) across and down on an 8 x 8
 * grid; 7-9 as before bands (6 words, 12 x 12, four directions); 10-12 find 8 words on 12 x 12.
 */
export const wordSearchBandRules: BandRules<WordSearchRules> = {
  '4-6': { gridSize: 8, wordCount: 4, maxWordLength: 5, directions: ['horizontal', 'vertical'] },
  '7-9': { gridSize, wordCount: wordsPerPuzzle, maxWordLength: gridSize - 4, directions: allDirections },
  '10-12': { gridSize, wordCount: 8, maxWordLength: gridSize - 4, directions: allDirections },
};
