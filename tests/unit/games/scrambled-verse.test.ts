import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  finalScoreMessage,
  isFullButWrong,
  isInOrder,
  newGame,
  nextVerse,
  placeWord,
  playAgain,
  removeWord,
  type ScrambledState,
  shuffleWords,
  verseCount,
  verseWords,
} from '../../../src/games/scrambled-verse/logic.ts';
import { type ScrambledVerse, scrambledVerseDataSchema } from '../../../src/games/scrambled-verse/schema.ts';
import { createRandom } from '../../../src/games/shared/random.ts';
import { kjvText } from './kjv.ts';

const raw: unknown = JSON.parse(readFileSync('content/games/scrambled-verse.json', 'utf8'));
const { verses, shortVerses } = scrambledVerseDataSchema.parse(raw);

/** Places the remaining words in the verse's order (duplicates: any tile with the right word). */
function solve(state: ScrambledState): ScrambledState {
  const words = verseWords(state.verses[state.index]!.text);
  let s = state;
  for (const word of words.slice(s.placed.length)) s = placeWord(s, s.bank.find((t) => t.word === word)!.id);
  return s;
}

describe('Scrambled Verse data', () => {
  it('has the four verses of the spec in KJV wording', () => {
    expect(verses.map((v) => v.reference)).toEqual([
      'John 3:16',
      'Psalm 23:1',
      'Romans 8:28',
      'Philippians 4:13',
    ]);
    expect(verseCount).toBe(4);
    for (const v of verses) expect(v.text).toBe(kjvText(v.reference));
  });

  it('rejects a fifth verse and the verses in another order', () => {
    const extra: ScrambledVerse = {
      reference: 'Genesis 1:1',
      text: 'In the beginning God created the heaven and the earth.',
    };
    expect(scrambledVerseDataSchema.safeParse({ verses: [...verses, extra], shortVerses }).success).toBe(
      false,
    );
    expect(scrambledVerseDataSchema.safeParse({ verses: [...verses].reverse(), shortVerses }).success).toBe(
      false,
    );
  });
});

describe('playing a verse', () => {
  it('deals verse 0 with all its words shuffled and not already in order', () => {
    for (let seed = 0; seed < 50; seed++) {
      const s = newGame(verses, createRandom(seed), 0);
      expect(s.index).toBe(0);
      const words = verseWords(verses[0]!.text);
      expect(s.bank.map((t) => t.word).sort()).toEqual([...words].sort());
      expect(isInOrder(words, s.bank)).toBe(false);
    }
  });

  it('tapping a word places it; tapping a placed word puts it back', () => {
    const s = newGame(verses, createRandom(1), 0);
    const first = s.bank[0]!;
    const placed = placeWord(s, first.id);
    expect(placed.placed).toEqual([first]);
    expect(placed.bank).not.toContainEqual(first);
    const removed = removeWord(placed, first.id);
    expect(removed.placed).toEqual([]);
    expect(removed.bank).toContainEqual(first);
  });

  it('is solved only when the placed words equal the verse order, and scores one', () => {
    const s = solve(newGame(verses, createRandom(2), 0));
    expect(s.solved).toBe(true);
    expect(s.score).toBe(1);
    expect(s.finished).toBe(false);
    expect(s.placed.map((t) => t.word).join(' ')).toBe(verses[0]!.text);
  });

  it('treats two copies of a word as the same word ("that" in John 3:16)', () => {
    const words = verseWords(verses[0]!.text);
    expect(words.filter((w) => w === 'that')).toHaveLength(2);
    let s = newGame(verses, createRandom(3), 0);
    // Place the later "that" tile where the first one belongs.
    const thats = s.bank.filter((t) => t.word === 'that').sort((a, b) => b.id - a.id);
    for (const word of words) {
      const tile = word === 'that' ? thats.shift()! : s.bank.find((t) => t.word === word)!;
      s = placeWord(s, tile.id);
    }
    expect(s.solved).toBe(true);
  });

  it('a full answer in the wrong order is not solved and says so', () => {
    let s = newGame(verses, createRandom(4), 0);
    for (const tile of s.bank) s = placeWord(s, tile.id);
    expect(s.solved).toBe(false);
    expect(isFullButWrong(s)).toBe(true);
    expect(s.score).toBe(0);
  });

  it('Shuffle Words mixes only the words not placed yet', () => {
    let s = newGame(verses, createRandom(5), 0);
    s = placeWord(s, s.bank[0]!.id);
    const shuffled = shuffleWords(s, createRandom(6));
    expect(shuffled.placed).toEqual(s.placed);
    expect(shuffled.bank.map((t) => t.id).sort()).toEqual(s.bank.map((t) => t.id).sort());
    expect(shuffled.bank).not.toEqual(s.bank);
  });

  it('a solved verse is locked: no more placing, removing or shuffling', () => {
    const s = solve(newGame(verses, createRandom(7), 0));
    expect(removeWord(s, s.placed[0]!.id)).toBe(s);
    expect(shuffleWords(s, createRandom(1))).toBe(s);
  });
});

describe('moving through the verses', () => {
  it('Next Verse goes through verse indexes 0 to 3 and keeps the score', () => {
    const random = createRandom(8);
    let s = solve(newGame(verses, random, 0));
    s = nextVerse(s, random);
    expect(s).toMatchObject({ index: 1, score: 1, solved: false, placed: [] });
    s = nextVerse(s, random); // skipped verse 1 unsolved
    s = nextVerse(s, random);
    expect(s.index).toBe(3);
    expect(nextVerse(s, random)).toBe(s);
  });

  it('solving the last verse shows the final score; Play Again starts over', () => {
    const random = createRandom(9);
    let s = newGame(verses, random, 0);
    for (let i = 0; i < 3; i++) s = nextVerse(solve(s), random);
    s = solve(s);
    expect(s).toMatchObject({ index: 3, solved: true, finished: true, score: 4 });
    expect(finalScoreMessage(s.score, verseCount)).toBe('You unscrambled 4 of 4 verses!');
    expect(playAgain(verses, random, 0)).toMatchObject({ index: 0, score: 0, finished: false });
  });

  it('keeps the time the game started across the verses; Play Again starts a new clock', () => {
    const random = createRandom(10);
    const s = nextVerse(solve(newGame(verses, random, 1000)), random);
    expect(s).toMatchObject({ index: 1, startedAt: 1000 });
    expect(playAgain(verses, random, 5000).startedAt).toBe(5000);
  });
});
