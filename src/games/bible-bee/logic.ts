import { m } from '#messages';
import type { AgeBand } from '../shared/age-band.ts';
import { createLevelledQuiz, type LevelledQuizState, type QuizBandRules } from '../shared/levelled-quiz.ts';
import { type Random, randomInt } from '../shared/random.ts';
import { beeBandRules, levelCount } from './rules.ts';
import type { BeeQuestion } from './schema.ts';

export { passes, passPercent } from '../shared/levelled-quiz.ts';
export { beeBandRules, levelCount, maxPoints, minPoints, questionsPerLevel } from './rules.ts';

/** The quiz's rules for an age band (see ./rules.ts). */
export function rulesFor(band: AgeBand): QuizBandRules {
  return beeBandRules[band];
}

export type BeeState = LevelledQuizState<BeeQuestion>;

/** The next unused question, at random, and the ones left after it. */
export function pickUnused(
  unused: readonly BeeQuestion[],
  random: Random,
): { question: BeeQuestion; rest: BeeQuestion[] } {
  const index = randomInt(random, unused.length);
  const question = unused[index];
  if (!question) throw new Error('Bible Bee has no unused question left');
  return { question, rest: unused.filter((_, i) => i !== index) };
}

/** The Bee asks a level's questions in random order; a right answer earns the question's points. */
export const beeQuiz = createLevelledQuiz<BeeQuestion>({
  levelCount,
  pick: (unused, random) => pickUnused(unused, random).question,
  pointsFor: (question) => question.points,
});

export const { newGame, answer, next } = beeQuiz;

/** Play Again: back to level 1 with no points. */
export const playAgain = newGame;

/** The message for a wrong answer. */
export function wrongAnswerMessage(question: BeeQuestion): string {
  return m.games_bee_wrong({ answer: question.options[question.correct] ?? '' });
}
