import type { BandRules } from '../shared/age-band.ts';

/** What an age band changes in the Fruit of the Spirit Hunt. */
export interface HuntRules {
  /** The level a new hunt starts on. */
  startLevel: number;
  /** Each timed level's clock is its time limit times this. */
  timeFactor: number;
  /** Whether each level's how-to has a Listen button (for children who cannot read yet). */
  listen: boolean;
}

/**
 * The Hunt by age band: 4-6 start on level 1 with twice the time on every clock and the how-to read
 * aloud on request; 7-9 as before bands; 10-12 start on level 2 (Memory Garden).
 */
export const huntBandRules: BandRules<HuntRules> = {
  '4-6': { startLevel: 1, timeFactor: 2, listen: true },
  '7-9': { startLevel: 1, timeFactor: 1, listen: false },
  '10-12': { startLevel: 2, timeFactor: 1, listen: false },
};
