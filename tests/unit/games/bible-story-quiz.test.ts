import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  answer,
  currentQuestion,
  levelCount,
  newGame,
  next,
  passes,
  passPercent,
  playAgain,
  pointsForCorrect,
  questionsPerLevel,
  type StoryQuizState,
} from '../../../src/games/bible-story-quiz/logic.ts';
import { type StoryQuestion, storyQuizDataSchema } from '../../../src/games/bible-story-quiz/schema.ts';
import { createRandom } from '../../../src/games/shared/random.ts';
import { kjvText } from './kjv.ts';

const raw: unknown = JSON.parse(readFileSync('content/games/bible-story-quiz.json', 'utf8'));
const { questions } = storyQuizDataSchema.parse(raw);
/** The Story Quiz asks in the data's order: the randomness it is given does not matter. */
const inOrder = createRandom(1);

/** Answers the current question right or wrong, then presses Next. */
function play(state: StoryQuizState, right: boolean): StoryQuizState {
  const q = currentQuestion(state);
  return next(answer(state, right ? q.correct : (q.correct + 1) % q.options.length), inOrder, 0);
}

describe('Bible Story Quiz data', () => {
  it('has 6 questions, 2 at each of 3 levels, each with a story, a reference and a fact', () => {
    expect(questions).toHaveLength(6);
    for (let level = 1; level <= 3; level++)
      expect(questions.filter((q) => q.level === level)).toHaveLength(2);
    for (const q of questions) {
      expect(q.story.length).toBeGreaterThan(20);
      expect(q.fact.length).toBeGreaterThan(10);
      expect(kjvText(q.reference), q.reference).not.toBeNull();
    }
  });

  it('rejects a seventh question, a level with 3 questions and a correct index out of range', () => {
    const data = raw as { questions: StoryQuestion[] };
    expect(storyQuizDataSchema.safeParse({ questions: [...data.questions, data.questions[0]] }).success).toBe(
      false,
    );
    const moved = data.questions.map((q, i) => (i === 0 ? { ...q, level: 2 } : q));
    expect(storyQuizDataSchema.safeParse({ questions: moved }).success).toBe(false);
    const bad = data.questions.map((q, i) => (i === 0 ? { ...q, correct: 4 } : q));
    expect(storyQuizDataSchema.safeParse({ questions: bad }).success).toBe(false);
  });
});

describe('Bible Story Quiz rules', () => {
  it('has 3 levels of 2 questions, 10 x level points and a 70% pass mark', () => {
    expect(levelCount).toBe(3);
    expect(questionsPerLevel).toBe(2);
    expect(passPercent).toBe(70);
    expect([1, 2, 3].map(pointsForCorrect)).toEqual([10, 20, 30]);
    expect(passes(7, 10)).toBe(true);
    expect(passes(6, 10)).toBe(false);
    expect(passes(2, 2)).toBe(true);
    expect(passes(1, 2)).toBe(false);
  });

  it('an answer locks the options: a second answer changes nothing', () => {
    const s = newGame(questions, inOrder, 0);
    const q = currentQuestion(s);
    const answered = answer(s, q.correct);
    expect(answered.score).toBe(10);
    expect(answer(answered, (q.correct + 1) % q.options.length)).toBe(answered);
  });

  it('Next needs an answer, then shows the next question of the level', () => {
    const s = newGame(questions, inOrder, 0);
    expect(next(s, inOrder, 0)).toBe(s);
    const second = play(s, false);
    expect(second).toMatchObject({ level: 1, askedInLevel: 2, selected: null, score: 0, correctInLevel: 0 });
  });

  it('advances a level at 70% or more and scores 10 x level a right answer', () => {
    let s = play(play(newGame(questions, inOrder, 0), true), true);
    expect(s).toMatchObject({ level: 2, askedInLevel: 1, passedLevel: 1, correctInLevel: 0, score: 20 });
    s = play(play(s, true), true);
    expect(s).toMatchObject({ level: 3, score: 20 + 40 });
    s = play(play(s, true), true);
    expect(s).toMatchObject({ complete: true, won: true, level: 3, score: 20 + 40 + 60 });
  });

  it('shows the completion screen below 70% instead of advancing', () => {
    const s = play(play(newGame(questions, inOrder, 0), true), false);
    expect(s).toMatchObject({ complete: true, won: false, level: 1, score: 10 });
    expect(answer(s, 0)).toBe(s);
  });

  it('ends at level 3 even below 70%, and Play Again resets to level 1', () => {
    let s = newGame(questions, inOrder, 0);
    for (let i = 0; i < 4; i++) s = play(s, true);
    s = play(play(s, false), true);
    expect(s).toMatchObject({ complete: true, won: false, level: 3 });
    expect(playAgain(questions, inOrder, 0)).toMatchObject({
      level: 1,
      askedInLevel: 1,
      score: 0,
      complete: false,
    });
  });
});
