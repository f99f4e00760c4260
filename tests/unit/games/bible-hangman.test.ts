import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  alphabet,
  guess,
  type HangmanState,
  levelCount,
  levelName,
  levelResultMessage,
  lostMessage,
  maskedWord,
  maxWrongGuesses,
  newGame,
  nextWord,
  pointsForWord,
  restartGame,
  towerBlocks,
  tryDifferentWord,
  wordsPerLevel,
  wordsToAdvance,
} from '../../../src/games/bible-hangman/logic.ts';
import { type HangmanWord, hangmanDataSchema } from '../../../src/games/bible-hangman/schema.ts';
import { createRandom } from '../../../src/games/shared/random.ts';
import { kjvText } from './kjv.ts';

const raw: unknown = JSON.parse(readFileSync('content/games/bible-hangman.json', 'utf8'));
const { words } = hangmanDataSchema.parse(raw);

/** Plays the current word to the end: a win (every letter of it) or a loss (six letters not in it). */
function win(state: HangmanState): HangmanState {
  return [...new Set(state.current.word)].reduce(guess, state);
}
function lose(state: HangmanState): HangmanState {
  return alphabet
    .filter((l) => !state.current.word.includes(l))
    .slice(0, maxWrongGuesses)
    .reduce(guess, state);
}
/** Plays the six words of a level: `plan` says which are won (true) or lost (false). */
function playLevel(state: HangmanState, plan: boolean[]): HangmanState {
  const random = createRandom(99);
  let s = state;
  for (const won of plan) s = won ? nextWord(win(s), random, 0) : tryDifferentWord(lose(s), random, 0);
  return s;
}

describe('Bible Hangman data', () => {
  it('has 7 levels of exactly 6 words, each with a hint and a reference', () => {
    expect(words).toHaveLength(levelCount * wordsPerLevel);
    for (let level = 1; level <= levelCount; level++)
      expect(words.filter((w) => w.level === level)).toHaveLength(6);
    for (const w of words) {
      expect(w.hint.length).toBeGreaterThan(0);
      expect(kjvText(w.reference), w.reference).not.toBeNull();
    }
  });

  it('rejects a level with 5 words, a repeated word and a word with a space', () => {
    const data = raw as { words: HangmanWord[] };
    expect(hangmanDataSchema.safeParse({ words: data.words.slice(1) }).success).toBe(false);
    expect(hangmanDataSchema.safeParse({ words: [...data.words.slice(0, -1), data.words[0]] }).success).toBe(
      false,
    );
    const spaced = data.words.map((w, i) => (i === 0 ? { ...w, word: 'RED SEA' } : w));
    expect(hangmanDataSchema.safeParse({ words: spaced }).success).toBe(false);
  });
});

describe('Bible Hangman constants', () => {
  it('names the seven levels as the spec does', () => {
    expect(Array.from({ length: levelCount }, (_, i) => levelName(i + 1))).toEqual([
      'Word Apprentice',
      'Scripture Student',
      'Bible Scholar',
      'Verse Virtuoso',
      'Holy Word Master',
      'Divine Dictionary',
      'Biblical Expert',
    ]);
    expect(levelName(1)).toBe('Word Apprentice');
    expect(levelName(7)).toBe('Biblical Expert');
  });

  it('loses after 6 wrong guesses, has 6 tower blocks and pays 15 x level points', () => {
    expect(maxWrongGuesses).toBe(6);
    expect(towerBlocks).toHaveLength(6);
    expect(wordsToAdvance).toBe(4);
    expect(pointsForWord(1)).toBe(15);
    expect(pointsForWord(7)).toBe(105);
  });
});

describe('guessing letters', () => {
  it('starts at level 1 with 6 words left, no points and a level-1 word', () => {
    const s = newGame(words, createRandom(1), 0);
    expect(s).toMatchObject({ level: 1, score: 0, wordsLeft: 6, correct: 0, wrong: 0, status: 'playing' });
    expect(s.current.level).toBe(1);
    expect(s.pool).toHaveLength(5);
  });

  it('reveals a right letter everywhere it appears and counts a wrong one', () => {
    let s: HangmanState = {
      ...newGame(words, createRandom(1), 0),
      current: { word: 'MOSES', hint: 'h', reference: 'Exodus 3:10', level: 1 },
    };
    s = guess(s, 's');
    expect(maskedWord(s.current.word, s.guessed)).toEqual([null, null, 'S', null, 'S']);
    expect(s.wrong).toBe(0);
    s = guess(s, 'Z');
    expect(s.wrong).toBe(1);
    expect(s.status).toBe('playing');
  });

  it('ignores a letter that was already guessed', () => {
    const s = guess(newGame(words, createRandom(1), 0), 'Q');
    const again = guess(s, 'Q');
    expect(again).toBe(s);
    expect(again.wrong).toBe(s.wrong);
  });

  it('wins when every letter is found and adds 15 x level points', () => {
    const s = win(newGame(words, createRandom(3), 0));
    expect(s.status).toBe('won');
    expect(s.score).toBe(15);
  });

  it('loses on the sixth wrong guess, not the fifth, and then ignores guesses', () => {
    const s = newGame(words, createRandom(4), 0);
    const misses = alphabet.filter((l) => !s.current.word.includes(l));
    const five = misses.slice(0, 5).reduce(guess, s);
    expect(five.status).toBe('playing');
    const six = guess(five, misses[5]!);
    expect(six.status).toBe('lost');
    expect(guess(six, s.current.word[0]!)).toBe(six);
  });

  it('says "The word was X. Try again!" for a lost word', () => {
    expect(lostMessage('MANGER')).toBe('The word was MANGER. Try again!');
  });
});

describe('moving through a level', () => {
  it('draws each of the level’s 6 words once before the level ends', () => {
    const random = createRandom(5);
    let s = newGame(words, random, 0);
    const seen = [s.current.word];
    for (let i = 0; i < 5; i++) {
      s = nextWord(win(s), random, 0);
      seen.push(s.current.word);
    }
    expect(new Set(seen).size).toBe(6);
    expect(s.wordsLeft).toBe(1);
    expect(s.correct).toBe(5);
  });

  it('Next Word only follows a won word; Try Different Word only a lost one and reduces the words left', () => {
    const random = createRandom(6);
    const s = newGame(words, random, 0);
    expect(nextWord(s, random, 0)).toBe(s);
    expect(tryDifferentWord(win(s), random, 0).status).toBe('won');
    const after = tryDifferentWord(lose(s), random, 0);
    expect(after).toMatchObject({ wordsLeft: 5, correct: 0, wrong: 0, status: 'playing', guessed: [] });
    expect(after.current.word).not.toBe(s.current.word);
  });

  it('Restart Game goes back to level 1 with 6 words left and no points', () => {
    const random = createRandom(7);
    const played = lose(playLevel(newGame(words, random, 0), [true, true, true, true, true, true]));
    expect(played.level).toBe(2);
    expect(restartGame(words, random, 0)).toMatchObject({ level: 1, wordsLeft: 6, score: 0, correct: 0 });
  });

  it('advances with 4 or more correct and keeps the score', () => {
    const s = playLevel(newGame(words, createRandom(8), 0), [true, true, true, true, false, false]);
    expect(s.level).toBe(2);
    expect(s.current.level).toBe(2);
    expect(s.score).toBe(4 * 15);
    expect(s.lastLevel).toEqual({ level: 1, wordsWon: 4, points: 60, outcome: 'advanced' });
  });

  it('retries the level with 3 correct', () => {
    const s = playLevel(newGame(words, createRandom(9), 0), [true, true, true, false, false, false]);
    expect(s).toMatchObject({ level: 1, wordsLeft: 6, correct: 0, status: 'playing' });
    expect(s.lastLevel?.outcome).toBe('retry');
  });

  it('tests the count before the last word is added: 3 wins then a won last word is 4/6 but retries', () => {
    const s = playLevel(newGame(words, createRandom(10), 0), [true, true, false, false, true, true]);
    expect(s.lastLevel).toMatchObject({ level: 1, wordsWon: 4, outcome: 'retry' });
    expect(s.level).toBe(1);
    expect(levelResultMessage(s.lastLevel!)).toContain('4/6');
  });

  it('advances with 4 of the first 5 won even when the last word is lost', () => {
    const s = playLevel(newGame(words, createRandom(11), 0), [true, true, true, true, false, false]);
    expect(s.lastLevel).toMatchObject({ wordsWon: 4, outcome: 'advanced' });
    const t = playLevel(newGame(words, createRandom(12), 0), [true, false, true, true, true, false]);
    expect(t.lastLevel).toMatchObject({ wordsWon: 4, outcome: 'advanced' });
  });

  it('shows the mastery message at level 7 instead of advancing', () => {
    let s = newGame(words, createRandom(13), 0);
    for (let level = 1; level <= 6; level++) s = playLevel(s, [true, true, true, true, true, true]);
    expect(s.level).toBe(7);
    s = playLevel(s, [true, true, true, true, true, true]);
    expect(s.status).toBe('mastered');
    expect(s.level).toBe(7);
    expect(s.lastLevel).toMatchObject({ level: 7, wordsWon: 6, outcome: 'mastered', points: 6 * 105 });
    expect(levelResultMessage(s.lastLevel!)).toContain('6/6');
    expect(levelResultMessage(s.lastLevel!)).toContain('mastered');
    // 15 x (1 + 2 + ... + 7) x 6 words
    expect(s.score).toBe(15 * 28 * 6);
  });

  it('retries level 7 when fewer than 4 words were won before the last', () => {
    let s = newGame(words, createRandom(14), 0);
    for (let level = 1; level <= 6; level++) s = playLevel(s, [true, true, true, true, true, true]);
    s = playLevel(s, [false, false, true, true, true, true]);
    expect(s).toMatchObject({ level: 7, status: 'playing' });
    expect(s.lastLevel?.outcome).toBe('retry');
  });

  it('starts each level’s clock when the level starts (each level is recorded on its own)', () => {
    const random = createRandom(15);
    let s = newGame(words, random, 1000);
    expect(s.startedAt).toBe(1000);
    s = nextWord(win(s), random, 2000);
    expect(s.startedAt).toBe(1000);
    for (let i = 0; i < 5; i++) s = nextWord(win(s), random, 3000);
    expect(s).toMatchObject({ level: 2, startedAt: 3000 });
  });

  it('deals the same words for the same seed', () => {
    expect(newGame(words, createRandom(21), 0).current).toEqual(newGame(words, createRandom(21), 0).current);
  });
});
