import type { BandRules } from '../shared/age-band.ts';

/** What an age band changes in Bible Adventure. */
export interface AdventureRules {
  /** The level a new adventure starts on. */
  startLevel: number;
  /** The stat total (wisdom + courage + faith) that passes a level. */
  levelUpStatTotal: number;
  /** Whether each scene has a Listen button reading its title and story. */
  listen: boolean;
}

/**
 * Bible Adventure by age band: 4-6 start on level 1, pass a level with a stat total of 9 and hear each
 * scene with Listen; 7-9 as before bands (level 1, 12 to pass); 10-12 start on level 2 (12 to pass).
 */
export const adventureBandRules: BandRules<AdventureRules> = {
  '4-6': { startLevel: 1, levelUpStatTotal: 9, listen: true },
  '7-9': { startLevel: 1, levelUpStatTotal: 12, listen: false },
  '10-12': { startLevel: 2, levelUpStatTotal: 12, listen: false },
};
