import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  givenLetters,
  guess,
  maskedWord,
  newGame,
  nextWord,
  rulesFor,
} from '../../../../src/games/bible-hangman/logic.ts';
import { hangmanDataSchema } from '../../../../src/games/bible-hangman/schema.ts';
import { createRandom } from '../../../../src/games/shared/random.ts';

const { words } = hangmanDataSchema.parse(
  JSON.parse(readFileSync('content/games/bible-hangman.json', 'utf8')),
);

describe('Hangman by age band', () => {
  it('starts 4-6 on level 1 with the first letter of each word shown, and Listen on the hint', () => {
    const rules = rulesFor('4-6');
    expect(rules).toEqual({ startLevel: 1, firstLetterShown: true, listen: true });
    let s = newGame(words, createRandom(2), 0, rules);
    expect(s.level).toBe(1);
    expect(s.wrong).toBe(0);
    expect(maskedWord(s.current.word, s.guessed)[0]).toBe(s.current.word[0]);
    // The next word is dealt the same way.
    for (const letter of new Set(s.current.word)) s = guess(s, letter);
    s = nextWord(s, createRandom(2), 0);
    expect(s.guessed).toEqual([s.current.word[0]]);
  });

  it('plays 7-9 as before bands: level 1, every letter hidden', () => {
    const s = newGame(words, createRandom(2), 0, rulesFor('7-9'));
    expect(s.level).toBe(1);
    expect(s.guessed).toEqual([]);
    expect(rulesFor('7-9').listen).toBe(false);
    expect(newGame(words, createRandom(2), 0).rules).toEqual(rulesFor('7-9'));
  });

  it('starts 10-12 on level 2', () => {
    const s = newGame(words, createRandom(2), 0, rulesFor('10-12'));
    expect(s.level).toBe(2);
    expect(s.current.level).toBe(2);
    expect(s.guessed).toEqual([]);
  });

  it('never shows a letter that would solve the word by itself', () => {
    expect(givenLetters('AAA', rulesFor('4-6'))).toEqual([]);
    expect(givenLetters('ARK', rulesFor('7-9'))).toEqual([]);
    expect(givenLetters('ARK', rulesFor('4-6'))).toEqual(['A']);
  });
});
