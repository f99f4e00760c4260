import type { BandRules } from '../shared/age-band.ts';

/** What an age band changes in the Christian Puzzle. */
export interface PuzzleRules {
  /** Characters to match with their items: the data's first ones. */
  pairCount: number;
}

/**
 * The Christian Puzzle by age band: 4-6 match 4 characters with their items; 7-9 and 10-12 all 6,
 * as before bands.
 */
export const puzzleBandRules: BandRules<PuzzleRules> = {
  '4-6': { pairCount: 4 },
  '7-9': { pairCount: 6 },
  '10-12': { pairCount: 6 },
};
