import type { BandRules } from '../shared/age-band.ts';

/** What an age band changes in Christian Connect. */
export interface ConnectRules {
  /** The level a new game starts on (the player may still pick another). */
  startLevel: number;
  /** The most answers a question shows (the right one always among them). */
  maxAnswers: number;
  /** Whether the question has a Listen button (for children who cannot read yet). */
  listen: boolean;
}

/**
 * Christian Connect by age band: 4-6 start on level 1 (Easy) with 2 answers a question and a
 * Listen button on it; 7-9 as before bands (level 1, 3 answers); 10-12 start on level 2 (Medium).
 */
export const connectBandRules: BandRules<ConnectRules> = {
  '4-6': { startLevel: 1, maxAnswers: 2, listen: true },
  '7-9': { startLevel: 1, maxAnswers: 4, listen: false },
  '10-12': { startLevel: 2, maxAnswers: 4, listen: false },
};
