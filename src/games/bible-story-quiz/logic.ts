import type { StoryQuestion } from './schema.ts';

// Constants of learning.md section 9 ("Story Quiz").
export const levelCount = 3;
export const questionsPerLevel = 2;
/** A right answer earns this many points times the level. */
export const pointsPerCorrectPerLevel = 10;
/** The share of a level's questions to answer right, in percent, to go up a level. */
export const passPercent = 70;

export interface StoryQuizState {
  questions: readonly StoryQuestion[];
  level: number;
  /** Index of the question within the level. */
  position: number;
  /** The option chosen for the current question: once set, the options are locked. */
  selected: number | null;
  correctInLevel: number;
  score: number;
  /** The level just passed, for the "level complete" message; null otherwise. */
  passedLevel: number | null;
  /** The completion screen shows; `won` says whether the last level played was passed. */
  complete: boolean;
  won: boolean;
}

/** The questions of a level, in the data's order. */
export function levelQuestions(questions: readonly StoryQuestion[], level: number): StoryQuestion[] {
  return questions.filter((q) => q.level === level);
}

export function pointsForCorrect(level: number): number {
  return pointsPerCorrectPerLevel * level;
}

/** Whether `correct` of `total` reaches 70% (integer arithmetic: no rounding surprises). */
export function passes(correct: number, total: number): boolean {
  return total > 0 && correct * 100 >= total * passPercent;
}

export function newGame(questions: readonly StoryQuestion[]): StoryQuizState {
  return {
    questions,
    level: 1,
    position: 0,
    selected: null,
    correctInLevel: 0,
    score: 0,
    passedLevel: null,
    complete: false,
    won: false,
  };
}

/** Play Again: back to level 1 with no points. */
export const playAgain = newGame;

export function currentQuestion(state: StoryQuizState): StoryQuestion {
  const question = levelQuestions(state.questions, state.level)[state.position];
  if (!question) throw new Error(`Bible Story Quiz has no question ${state.position} on level ${state.level}`);
  return question;
}

/** Answers the current question. An answer locks the options: a second answer changes nothing. */
export function answer(state: StoryQuizState, option: number): StoryQuizState {
  if (state.complete || state.selected !== null) return state;
  const right = option === currentQuestion(state).correct;
  return {
    ...state,
    selected: option,
    correctInLevel: state.correctInLevel + (right ? 1 : 0),
    score: state.score + (right ? pointsForCorrect(state.level) : 0),
  };
}

export function isLastOfLevel(state: StoryQuizState): boolean {
  return state.position >= levelQuestions(state.questions, state.level).length - 1;
}

/**
 * Next, after an answer: the next question; at the end of a level, 70% or more below level 3
 * goes up a level, anything else shows the completion screen.
 */
export function next(state: StoryQuizState): StoryQuizState {
  if (state.complete || state.selected === null) return state;
  if (!isLastOfLevel(state)) return { ...state, position: state.position + 1, selected: null, passedLevel: null };
  const passed = passes(state.correctInLevel, levelQuestions(state.questions, state.level).length);
  if (passed && state.level < levelCount) {
    return { ...state, level: state.level + 1, position: 0, selected: null, correctInLevel: 0, passedLevel: state.level };
  }
  return { ...state, complete: true, won: passed, passedLevel: passed ? state.level : null };
}
