import type { BandRules } from '../shared/age-band.ts';
import type { QuizBandRules } from '../shared/levelled-quiz.ts';

// The Story Quiz's numbers: 3 levels of 2 questions.
export const levelCount = 3;
export const questionsPerLevel = 2;
/** A right answer earns this many points times the level. */
export const pointsPerCorrectPerLevel = 10;

/**
 * The Story Quiz by age band: 4-6 start on level 1 with 3 choices a question and a Listen button
 * reading the story and the question; 7-9 as before bands (level 1, 4 choices); 10-12 start on level 2.
 */
export const storyQuizBandRules: BandRules<QuizBandRules> = {
  '4-6': { startLevel: 1, maxChoices: 3, listen: true },
  '7-9': { startLevel: 1, maxChoices: 4, listen: false },
  '10-12': { startLevel: 2, maxChoices: 4, listen: false },
};
