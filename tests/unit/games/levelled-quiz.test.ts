import { describe, expect, it } from 'vitest';
import {
  createLevelledQuiz,
  type LevelledQuestion,
  type LevelledQuizState,
  levelSize,
  passes,
  passPercent,
  takeQuestion,
} from '../../../src/games/shared/levelled-quiz.ts';
import { createRandom } from '../../../src/games/shared/random.ts';

/** Two levels: three questions on level 1, two on level 2; the right option is always 0. */
const questions: LevelledQuestion[] = [
  { question: 'a1', level: 1, options: ['right', 'wrong'], correct: 0 },
  { question: 'a2', level: 1, options: ['right', 'wrong'], correct: 0 },
  { question: 'a3', level: 1, options: ['right', 'wrong'], correct: 0 },
  { question: 'b1', level: 2, options: ['right', 'wrong'], correct: 0 },
  { question: 'b2', level: 2, options: ['right', 'wrong'], correct: 0 },
];
const random = createRandom(5);

/** Picks the last unused question and scores 7 x the level, and records what it was given. */
function lastFirstQuiz() {
  const pickedFrom: string[][] = [];
  const quiz = createLevelledQuiz<LevelledQuestion>({
    levelCount: 2,
    pick: (unused) => {
      pickedFrom.push(unused.map((q) => q.question));
      return unused[unused.length - 1]!;
    },
    pointsFor: (_question, level) => 7 * level,
  });
  return { quiz, pickedFrom };
}

type State = LevelledQuizState<LevelledQuestion>;
const { quiz } = lastFirstQuiz();
const play = (state: State, right: boolean, now = 0): State =>
  quiz.next(quiz.answer(state, right ? 0 : 1), random, now);
const playAll = (state: State, answers: boolean[]): State => answers.reduce(play, state);

describe('a levelled quiz', () => {
  it('passes a level at 70% right, counted in whole numbers', () => {
    expect(passPercent).toBe(70);
    expect([passes(7, 10), passes(6, 10), passes(3, 3), passes(2, 3), passes(0, 0)]).toEqual([
      true,
      false,
      true,
      false,
      false,
    ]);
  });

  it('asks the question its pick chooses, only from the level’s questions not asked yet', () => {
    const { quiz: q, pickedFrom } = lastFirstQuiz();
    let s = q.newGame(questions, random, 0);
    expect(s.current.question).toBe('a3');
    s = q.next(q.answer(s, 0), random, 0);
    expect(s.current.question).toBe('a2');
    expect(pickedFrom).toEqual([
      ['a1', 'a2', 'a3'],
      ['a1', 'a2'],
    ]);
    expect(s).toMatchObject({ askedInLevel: 2, selected: null });
    expect(levelSize(s)).toBe(3);
  });

  it('scores a right answer with pointsFor and a wrong one with nothing, and locks the options', () => {
    const s = quiz.newGame(questions, random, 0);
    const right = quiz.answer(s, 0);
    expect(right).toMatchObject({ score: 7, correctInLevel: 1, selected: 0 });
    expect(quiz.answer(right, 1)).toBe(right);
    expect(quiz.answer(s, 1)).toMatchObject({ score: 0, correctInLevel: 0, selected: 1 });
    expect(quiz.next(s, random, 0)).toBe(s);
  });

  it('goes up a level at 70% or more and says which level was passed', () => {
    const s = playAll(quiz.newGame(questions, random, 0), [true, true, true]);
    expect(s).toMatchObject({
      level: 2,
      passedLevel: 1,
      askedInLevel: 1,
      correctInLevel: 0,
      score: 21,
      complete: false,
    });
    expect(s.current.level).toBe(2);
    expect(levelSize(s)).toBe(2);
    expect(play(s, true).passedLevel).toBeNull();
  });

  it('ends below 70%, or after the last level, with the time it finished', () => {
    const out = playAll(quiz.newGame(questions, random, 1000), [true, true, false]);
    expect(out).toMatchObject({ level: 1, complete: true, won: false, passedLevel: null, startedAt: 1000 });
    // finishedAt is the `now` of the Next that ended it.
    const ended = play(playAll(quiz.newGame(questions, random, 1000), [true, true]), false, 9000);
    expect(ended).toMatchObject({ complete: true, won: false, startedAt: 1000, finishedAt: 9000 });
    expect(quiz.answer(ended, 0)).toBe(ended);

    const won = play(playAll(quiz.newGame(questions, random, 0), [true, true, true, true]), true, 5000);
    expect(won).toMatchObject({
      level: 2,
      complete: true,
      won: true,
      passedLevel: 2,
      score: 21 + 28,
      finishedAt: 5000,
    });
    expect(quiz.newGame(questions, random, 6000)).toMatchObject({
      level: 1,
      score: 0,
      complete: false,
      startedAt: 6000,
      finishedAt: null,
    });
  });

  it('takes the picked question out of the unused ones, and refuses one that is not there', () => {
    const [a1, a2, a3] = questions;
    expect(takeQuestion([a1, a2, a3], a2)).toEqual({ question: a2, rest: [a1, a3] });
    expect(() => takeQuestion([a1], a2)).toThrow();
  });
});
