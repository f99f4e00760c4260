import type { BandRules } from '../shared/age-band.ts';

/** What an age band changes in Bible Bingo. */
export interface BingoRules {
  /** Rows and columns of the card (odd: the centre square is FREE). */
  cardSize: number;
  /** How many names the caller calls: the card's names, then others of the pool to fill up. */
  callCount: number;
  /** Whether the called name and its clue have a Listen button (for children who cannot read yet). */
  listen: boolean;
}

/**
 * Bible Bingo by age band: 4-6 play a 3 x 3 card (8 names around FREE) and the caller calls 16
 * names, each with a Listen button; 7-9 and 10-12 as before bands (5 x 5, all 32 names).
 */
export const bingoBandRules: BandRules<BingoRules> = {
  '4-6': { cardSize: 3, callCount: 16, listen: true },
  '7-9': { cardSize: 5, callCount: 32, listen: false },
  '10-12': { cardSize: 5, callCount: 32, listen: false },
};
