import type { BandRules } from '../shared/age-band.ts';
import type { QuizBandRules } from '../shared/levelled-quiz.ts';

// The Bee's numbers: 3 levels of 5 questions, each worth 100 to 350 points.
export const levelCount = 3;
export const questionsPerLevel = 5;
export const minPoints = 100;
export const maxPoints = 350;

/**
 * The Bee by age band: 4-6 start on level 1 with 3 choices a question and a Listen button on each
 * question; 7-9 as before bands (level 1, 4 choices); 10-12 start on level 2.
 */
export const beeBandRules: BandRules<QuizBandRules> = {
  '4-6': { startLevel: 1, maxChoices: 3, listen: true },
  '7-9': { startLevel: 1, maxChoices: 4, listen: false },
  '10-12': { startLevel: 2, maxChoices: 4, listen: false },
};
