import { randomInt, type Random } from '../shared/random.ts';
import type { BeeQuestion } from './schema.ts';

// Constants of learning.md section 9 ("Bee").
export const levelCount = 3;
export const questionsPerLevel = 5;
export const minPoints = 100;
export const maxPoints = 350;
/** The share of a level's questions to answer right, in percent, to go up a level. */
export const passPercent = 70;

export interface BeeState {
  questions: readonly BeeQuestion[];
  level: number;
  current: BeeQuestion;
  /** Questions of the level not asked yet. */
  unused: readonly BeeQuestion[];
  /** The option chosen: once set, the options are locked. */
  selected: number | null;
  correctInLevel: number;
  askedInLevel: number;
  score: number;
  /** The level just passed, for the "level complete" message; null otherwise. */
  passedLevel: number | null;
  complete: boolean;
  /** Whether the last level played was passed. */
  won: boolean;
}

/** Whether `correct` of `total` reaches 70% (integer arithmetic: no rounding surprises). */
export function passes(correct: number, total: number): boolean {
  return total > 0 && correct * 100 >= total * passPercent;
}

/** The next unused question, at random, and the ones left after it. */
export function pickUnused(unused: readonly BeeQuestion[], random: Random): { question: BeeQuestion; rest: BeeQuestion[] } {
  const index = randomInt(random, unused.length);
  const question = unused[index];
  if (!question) throw new Error('Bible Bee has no unused question left');
  return { question, rest: unused.filter((_, i) => i !== index) };
}

function startLevel(
  questions: readonly BeeQuestion[],
  level: number,
  score: number,
  random: Random,
  passedLevel: number | null,
): BeeState {
  const { question, rest } = pickUnused(
    questions.filter((q) => q.level === level),
    random,
  );
  return {
    questions,
    level,
    current: question,
    unused: rest,
    selected: null,
    correctInLevel: 0,
    askedInLevel: 1,
    score,
    passedLevel,
    complete: false,
    won: false,
  };
}

export function newGame(questions: readonly BeeQuestion[], random: Random): BeeState {
  return startLevel(questions, 1, 0, random, null);
}

/** Play Again: back to level 1 with no points. */
export const playAgain = newGame;

/** Answers the current question. An answer locks the options: a second answer changes nothing. */
export function answer(state: BeeState, option: number): BeeState {
  if (state.complete || state.selected !== null) return state;
  const right = option === state.current.correct;
  return {
    ...state,
    selected: option,
    correctInLevel: state.correctInLevel + (right ? 1 : 0),
    score: state.score + (right ? state.current.points : 0),
  };
}

/**
 * Next, after an answer: another unused question of the level at random; once the level's are
 * spent, 70% or more below level 3 goes up a level, anything else shows the completion screen.
 */
export function next(state: BeeState, random: Random): BeeState {
  if (state.complete || state.selected === null) return state;
  if (state.unused.length > 0) {
    const { question, rest } = pickUnused(state.unused, random);
    return { ...state, current: question, unused: rest, selected: null, askedInLevel: state.askedInLevel + 1, passedLevel: null };
  }
  const passed = passes(state.correctInLevel, state.askedInLevel);
  if (passed && state.level < levelCount) return startLevel(state.questions, state.level + 1, state.score, random, state.level);
  return { ...state, complete: true, won: passed, passedLevel: passed ? state.level : null };
}

/** The message for a wrong answer (learning.md section 8). */
export function wrongAnswerMessage(question: BeeQuestion): string {
  return `Try again! The correct answer was: ${question.options[question.correct] ?? ''}`;
}
