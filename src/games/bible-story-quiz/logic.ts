import type { AgeBand } from '../shared/age-band.ts';
import { createLevelledQuiz, type LevelledQuizState, type QuizBandRules } from '../shared/levelled-quiz.ts';
import { levelCount, pointsPerCorrectPerLevel, storyQuizBandRules } from './rules.ts';
import type { StoryQuestion } from './schema.ts';

export { passes, passPercent } from '../shared/levelled-quiz.ts';
export { levelCount, pointsPerCorrectPerLevel, questionsPerLevel, storyQuizBandRules } from './rules.ts';

/** The quiz's rules for an age band (see ./rules.ts). */
export function rulesFor(band: AgeBand): QuizBandRules {
  return storyQuizBandRules[band];
}

export type StoryQuizState = LevelledQuizState<StoryQuestion>;

export function pointsForCorrect(level: number): number {
  return pointsPerCorrectPerLevel * level;
}

/** The Story Quiz asks a level's questions in the data's order; a right answer earns 10 x the level. */
export const storyQuiz = createLevelledQuiz<StoryQuestion>({
  levelCount,
  pick: (unused) => unused[0]!,
  pointsFor: (_question, level) => pointsForCorrect(level),
});

export const { newGame, answer, next } = storyQuiz;

/** Play Again: back to level 1 with no points. */
export const playAgain = newGame;

export function currentQuestion(state: StoryQuizState): StoryQuestion {
  return state.current;
}
