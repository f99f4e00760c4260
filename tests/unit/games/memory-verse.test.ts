import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  check,
  isCorrectAnswer,
  isVerseVisible,
  type MemoryVerseState,
  newGame,
  nextVerse,
  normalizeAnswer,
  playAgain,
  pointsPerCorrect,
  setMode,
  showVerse,
  tryAgain,
  verseCount,
} from '../../../src/games/memory-verse/logic.ts';
import { memoryVerseDataSchema } from '../../../src/games/memory-verse/schema.ts';
import { kjvText } from './kjv.ts';

const raw: unknown = JSON.parse(readFileSync('content/games/memory-verse.json', 'utf8'));
const { verses, shortVerses } = memoryVerseDataSchema.parse(raw);
const textOf = (s: MemoryVerseState): string => s.verses[s.index]!.text;

describe('Memory Verse data', () => {
  it('has 5 different verses in KJV wording', () => {
    expect(verseCount).toBe(5);
    expect(verses).toHaveLength(5);
    for (const v of verses) expect(v.text).toBe(kjvText(v.reference));
  });

  it('rejects 4 verses and the same verse twice', () => {
    expect(memoryVerseDataSchema.safeParse({ verses: verses.slice(1), shortVerses }).success).toBe(false);
    expect(
      memoryVerseDataSchema.safeParse({ verses: [...verses.slice(1), verses[1]], shortVerses }).success,
    ).toBe(false);
  });
});

describe('comparing answers', () => {
  it('lowercases, removes punctuation and trims', () => {
    expect(normalizeAnswer('  Thy word is a lamp unto my feet, and a light unto my path.  ')).toBe(
      'thy word is a lamp unto my feet and a light unto my path',
    );
    expect(normalizeAnswer('Trust in the LORD; with all thine heart!')).toBe(
      'trust in the lord with all thine heart',
    );
  });

  it('accepts the verse without capitals or punctuation and with extra spaces, and rejects a missing word', () => {
    const verse = 'We love him, because he first loved us.';
    expect(isCorrectAnswer('we love him because he first loved us', verse)).toBe(true);
    expect(isCorrectAnswer('We  love him,  because he first loved us', verse)).toBe(true);
    expect(isCorrectAnswer('We love him because he loved us', verse)).toBe(false);
    expect(isCorrectAnswer('', verse)).toBe(false);
  });
});

describe('playing Memory Verse', () => {
  it('starts in practice mode at verse 1 with the verse shown, no points and no attempts', () => {
    const s = newGame(verses, 0);
    expect(s).toMatchObject({ index: 0, mode: 'practice', score: 0, attempts: 0, feedback: 'none' });
    expect(isVerseVisible(s)).toBe(true);
    expect(isVerseVisible(setMode(s, 'memorize'))).toBe(false);
  });

  it('counts every check as an attempt; a wrong answer says so and Try Again clears it', () => {
    let s = check(newGame(verses, 0), 'In the beginning');
    expect(s).toMatchObject({ attempts: 1, feedback: 'wrong' });
    s = tryAgain(s);
    expect(s.feedback).toBe('none');
    s = check(check(s, 'nope'), 'still no');
    expect(s.attempts).toBe(3);
    // A check while "Not quite right!" shows is still an attempt.
    expect(s.feedback).toBe('wrong');
  });

  it('gives no points for a right answer in practice mode', () => {
    const s = check(newGame(verses, 0), textOf(newGame(verses, 0)));
    expect(s).toMatchObject({ feedback: 'correct', score: 0, mastered: [] });
  });

  it('gives 1 point for a right answer in memorization mode and counts the verse as mastered', () => {
    const start = setMode(newGame(verses, 0), 'memorize');
    const s = check(start, textOf(start).toUpperCase());
    expect(pointsPerCorrect).toBe(1);
    expect(s).toMatchObject({ feedback: 'correct', score: 1, mastered: [verses[0]!.reference] });
    // No second point for checking again.
    expect(check(s, textOf(s))).toBe(s);
  });

  it('Show Verse reveals the verse in memorization mode, and a right answer after it earns nothing', () => {
    let s = check(setMode(newGame(verses, 0), 'memorize'), 'wrong words');
    s = showVerse(s);
    expect(isVerseVisible(s)).toBe(true);
    s = check(s, textOf(s));
    expect(s).toMatchObject({ feedback: 'correct', score: 0, mastered: [] });
  });

  it('goes through the 5 verses in sequence and then finishes; Play Again keeps the mode', () => {
    let s = setMode(newGame(verses, 0), 'memorize');
    expect(nextVerse(s)).toBe(s);
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) {
      seen.push(s.verses[s.index]!.reference);
      s = nextVerse(check(s, textOf(s)));
    }
    expect(seen).toEqual(verses.map((v) => v.reference));
    expect(s).toMatchObject({ finished: true, score: 5, attempts: 5 });
    expect(s.mastered).toEqual(verses.map((v) => v.reference));
    expect(playAgain(s, 5000)).toMatchObject({
      index: 0,
      score: 0,
      attempts: 0,
      mode: 'memorize',
      finished: false,
      mastered: [],
      startedAt: 5000,
    });
  });
});
