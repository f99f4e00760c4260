import type { BandRules } from '../shared/age-band.ts';

// Memory Verse's numbers: 5 verses, 1 point for each one typed right while hidden.
export const verseCount = 5;
/** Points for a verse answered right in memorization mode (practice earns none). */
export const pointsPerCorrect = 1;

/** What an age band's game is made of. */
export interface MemoryRules {
  /** Which of the data's verse lists is played. */
  verseList: 'verses' | 'shortVerses';
  /** The most words a verse of this band may have (the short list is checked against it). */
  maxWords: number;
  /** The mode a new game starts in: practice shows the verse, memorize hides it. */
  startMode: 'practice' | 'memorize';
}

/**
 * Memory Verse by age band: 4-6 learn five short verses (9 words at most) with the verse shown;
 * 7-9 the five verses of the spec, starting in practice (as before bands); 10-12 the same verses,
 * starting with the verse hidden.
 */
export const memoryBandRules: BandRules<MemoryRules> = {
  '4-6': { verseList: 'shortVerses', maxWords: 9, startMode: 'practice' },
  '7-9': { verseList: 'verses', maxWords: 30, startMode: 'practice' },
  '10-12': { verseList: 'verses', maxWords: 30, startMode: 'memorize' },
};
