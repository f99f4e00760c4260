import type { BandRules } from '../shared/age-band.ts';

/** What an age band changes in Memory Verse Matching. */
export interface MatchingRules {
  /** Pairs on the table (two cards each). */
  pairCount: number;
  /** Only verses of at most this many words are dealt. */
  maxVerseWords: number;
}

/**
 * Memory Verse Matching by age band: 4-6 match 4 pairs (8 cards) of short verses (10 words at
 * most); 7-9 and 10-12 all 6 pairs, as before bands.
 */
export const matchingBandRules: BandRules<MatchingRules> = {
  '4-6': { pairCount: 4, maxVerseWords: 10 },
  '7-9': { pairCount: 6, maxVerseWords: 30 },
  '10-12': { pairCount: 6, maxVerseWords: 30 },
};
