import { withFewerChoices } from './age-band.ts';
import type { Random } from './random.ts';

/** The share of a level's questions to answer right, in percent, to go up a level. */
export const passPercent = 70;

/** Whether `correct` of `total` reaches 70% (integer arithmetic: no rounding surprises). */
export function passes(correct: number, total: number): boolean {
  return total > 0 && correct * 100 >= total * passPercent;
}

/** What the engine needs of a question: its text, its level and its choices. */
export interface LevelledQuestion {
  question: string;
  level: number;
  options: readonly string[];
  /** Index of the right option. */
  correct: number;
}

/** What makes one levelled quiz differ from another. */
export interface LevelledQuizRules<Q extends LevelledQuestion> {
  levelCount: number;
  /** The next question, one of the level's questions not asked yet (never empty). */
  pick: (unused: readonly Q[], random: Random) => Q;
  /** The points a right answer to `question` on `level` earns. */
  pointsFor: (question: Q, level: number) => number;
}

/** What an age band changes in a levelled quiz (each quiz writes its own in its rules.ts). */
export interface QuizBandRules {
  /** The level a new game starts on. */
  startLevel: number;
  /** The most answer choices a question shows (the right one always among them). */
  maxChoices: number;
  /** Whether the story and the question have a Listen button (for children who cannot read yet). */
  listen: boolean;
}

/** The questions with at most `maxChoices` choices each (see `withFewerChoices`). */
export function questionsWithChoices<Q extends LevelledQuestion>(
  questions: readonly Q[],
  maxChoices: number,
): Q[] {
  return questions.map((q) => {
    const fewer = withFewerChoices(q, q.options, maxChoices);
    return fewer.question === q ? q : { ...fewer.question, options: fewer.choices };
  });
}

export interface LevelledQuizState<Q extends LevelledQuestion> {
  questions: readonly Q[];
  level: number;
  current: Q;
  /** Questions of the level not asked yet. */
  unused: readonly Q[];
  /** The option chosen: once set, the options are locked. */
  selected: number | null;
  correctInLevel: number;
  /** Questions asked on this level, the current one included. */
  askedInLevel: number;
  score: number;
  /** The level just passed, for the "level complete" message; null otherwise. */
  passedLevel: number | null;
  complete: boolean;
  /** Whether the last level played was passed. */
  won: boolean;
  startedAt: number;
  finishedAt: number | null;
}

/**
 * A quiz of levels: each level asks all its questions, one answer each; 70% right goes up a
 * level, anything less (or the last level) ends the quiz. Pure: randomness and the clock come in.
 */
export interface LevelledQuiz<Q extends LevelledQuestion> {
  readonly levelCount: number;
  pointsFor(question: Q, level: number): number;
  /** `startLevel` (level 1 unless an age band says otherwise) with no points; Play Again starts the same way. */
  newGame(questions: readonly Q[], random: Random, now: number, startLevel?: number): LevelledQuizState<Q>;
  /** Answers the current question. An answer locks the options: a second answer changes nothing. */
  answer(state: LevelledQuizState<Q>, option: number): LevelledQuizState<Q>;
  /**
   * Next, after an answer: another question of the level; once the level's are spent, 70% or more
   * below the last level goes up a level, anything else ends the quiz.
   */
  next(state: LevelledQuizState<Q>, random: Random, now: number): LevelledQuizState<Q>;
}

/** How many questions the current level asks. */
export function levelSize<Q extends LevelledQuestion>(state: LevelledQuizState<Q>): number {
  return state.askedInLevel + state.unused.length;
}

/** The picked question and the unused ones left after it. */
export function takeQuestion<Q>(unused: readonly Q[], question: Q): { question: Q; rest: Q[] } {
  const index = unused.indexOf(question);
  if (index < 0) throw new Error('The picked question is not among the unused ones');
  return { question, rest: unused.filter((_, i) => i !== index) };
}

export function createLevelledQuiz<Q extends LevelledQuestion>(rules: LevelledQuizRules<Q>): LevelledQuiz<Q> {
  const { levelCount, pick, pointsFor } = rules;

  const startLevel = (
    base: Pick<LevelledQuizState<Q>, 'questions' | 'score' | 'startedAt'>,
    level: number,
    passedLevel: number | null,
    random: Random,
  ): LevelledQuizState<Q> => {
    const questions = base.questions.filter((q) => q.level === level);
    if (questions.length === 0) throw new Error(`The quiz has no question on level ${level}`);
    const { question, rest } = takeQuestion(questions, pick(questions, random));
    return {
      ...base,
      level,
      current: question,
      unused: rest,
      selected: null,
      correctInLevel: 0,
      askedInLevel: 1,
      passedLevel,
      complete: false,
      won: false,
      finishedAt: null,
    };
  };

  return {
    levelCount,
    pointsFor,
    newGame: (questions, random, now, level = 1) =>
      startLevel(
        { questions, score: 0, startedAt: now },
        Math.min(Math.max(1, level), levelCount),
        null,
        random,
      ),
    answer(state, option) {
      if (state.complete || state.selected !== null) return state;
      const right = option === state.current.correct;
      return {
        ...state,
        selected: option,
        correctInLevel: state.correctInLevel + (right ? 1 : 0),
        score: state.score + (right ? pointsFor(state.current, state.level) : 0),
      };
    },
    next(state, random, now) {
      if (state.complete || state.selected === null) return state;
      if (state.unused.length > 0) {
        const { question, rest } = takeQuestion(state.unused, pick(state.unused, random));
        return {
          ...state,
          current: question,
          unused: rest,
          selected: null,
          askedInLevel: state.askedInLevel + 1,
          passedLevel: null,
        };
      }
      const passed = passes(state.correctInLevel, state.askedInLevel);
      if (passed && state.level < levelCount) return startLevel(state, state.level + 1, state.level, random);
      return {
        ...state,
        complete: true,
        won: passed,
        passedLevel: passed ? state.level : null,
        finishedAt: now,
      };
    },
  };
}
