import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  answer,
  type BeeState,
  levelCount,
  maxPoints,
  minPoints,
  newGame,
  next,
  passes,
  passPercent,
  pickUnused,
  playAgain,
  questionsPerLevel,
  wrongAnswerMessage,
} from '../../../src/games/bible-bee/logic.ts';
import { type BeeQuestion, beeDataSchema } from '../../../src/games/bible-bee/schema.ts';
import { createRandom } from '../../../src/games/shared/random.ts';
import { kjvText } from './kjv.ts';

const raw: unknown = JSON.parse(readFileSync('content/games/bible-bee.json', 'utf8'));
const { questions } = beeDataSchema.parse(raw);
const random = createRandom(17);

/** Answers the current question right or wrong, then presses Next. */
function play(state: BeeState, right: boolean): BeeState {
  const q = state.current;
  return next(answer(state, right ? q.correct : (q.correct + 1) % q.options.length), random, 0);
}
/** Plays a whole level: `rightCount` right answers first, then wrong ones. */
function playLevel(state: BeeState, rightCount: number): BeeState {
  let s = state;
  for (let i = 0; i < questionsPerLevel; i++) s = play(s, i < rightCount);
  return s;
}

describe('Bible Bee data', () => {
  it('has 5 questions at each of 3 levels, worth 100 to 350 points, with real references', () => {
    expect(questions).toHaveLength(15);
    for (let level = 1; level <= 3; level++)
      expect(questions.filter((q) => q.level === level)).toHaveLength(5);
    for (const q of questions) {
      expect(q.points).toBeGreaterThanOrEqual(100);
      expect(q.points).toBeLessThanOrEqual(350);
      expect(kjvText(q.reference), q.reference).not.toBeNull();
    }
  });

  it('rejects 90 or 400 points and a level with 4 questions', () => {
    const data = raw as { questions: BeeQuestion[] };
    for (const points of [90, 400]) {
      const bad = data.questions.map((q, i) => (i === 0 ? { ...q, points } : q));
      expect(beeDataSchema.safeParse({ questions: bad }).success).toBe(false);
    }
    const moved = data.questions.map((q, i) => (i === 0 ? { ...q, level: 3 } : q));
    expect(beeDataSchema.safeParse({ questions: moved }).success).toBe(false);
  });
});

describe('Bible Bee rules', () => {
  it('has 3 levels of 5 questions, 100 to 350 points and a 70% pass mark', () => {
    expect([levelCount, questionsPerLevel, minPoints, maxPoints, passPercent]).toEqual([3, 5, 100, 350, 70]);
    expect(passes(4, 5)).toBe(true);
    expect(passes(3, 5)).toBe(false);
  });

  it('picks the next unused question at random, never one already asked', () => {
    const level1 = questions.filter((q) => q.level === 1);
    const first = pickUnused(level1, createRandom(1));
    expect(first.rest).toHaveLength(4);
    expect(first.rest).not.toContain(first.question);
    let s = newGame(questions, createRandom(2), 0);
    const asked = [s.current];
    for (let i = 0; i < 4; i++) {
      s = play(s, true);
      asked.push(s.current);
    }
    expect(new Set(asked).size).toBe(5);
    expect(asked.every((q) => q.level === 1)).toBe(true);
    // Different seeds ask in different orders.
    const orders = new Set(
      [3, 4, 5, 6, 7].map((seed) => newGame(questions, createRandom(seed), 0).current.question),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it('adds the question’s points for a right answer and locks the options', () => {
    const s = newGame(questions, createRandom(8), 0);
    const right = answer(s, s.current.correct);
    expect(right.score).toBe(s.current.points);
    expect(answer(right, (s.current.correct + 1) % 4)).toBe(right);
    const wrong = answer(s, (s.current.correct + 1) % 4);
    expect(wrong.score).toBe(0);
  });

  it('says "Try again! The correct answer was: X" for a wrong answer', () => {
    const q: BeeQuestion = {
      question: 'Q?',
      options: ['A', 'Noah'],
      correct: 1,
      level: 1,
      points: 100,
      reference: 'Genesis 6:22',
    };
    expect(wrongAnswerMessage(q)).toBe('Try again! The correct answer was: Noah');
  });

  it('advances with 4 of 5 right and shows the completion screen with 3 of 5', () => {
    const up = playLevel(newGame(questions, createRandom(9), 0), 4);
    expect(up).toMatchObject({
      level: 2,
      passedLevel: 1,
      correctInLevel: 0,
      askedInLevel: 1,
      complete: false,
    });
    expect(up.current.level).toBe(2);
    const out = playLevel(newGame(questions, createRandom(10), 0), 3);
    expect(out).toMatchObject({ level: 1, complete: true, won: false });
  });

  it('completes after level 3 with every right answer scored, and Play Again starts at level 1', () => {
    let s = newGame(questions, createRandom(11), 0);
    for (let level = 1; level <= 3; level++) s = playLevel(s, 5);
    expect(s).toMatchObject({ complete: true, won: true, level: 3 });
    expect(s.score).toBe(questions.reduce((sum, q) => sum + q.points, 0));
    expect(playAgain(questions, createRandom(12), 0)).toMatchObject({ level: 1, score: 0, complete: false });
  });
});
