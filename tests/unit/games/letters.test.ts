import { describe, expect, it } from 'vitest';
import { guess, hasLetter, maskedWord, newGame, rulesFor } from '../../../src/games/bible-hangman/logic.ts';
import type { HangmanWord } from '../../../src/games/bible-hangman/schema.ts';
import { isCorrectAnswer } from '../../../src/games/memory-verse/logic.ts';
import { alphabets, plainLetter, plainWord } from '../../../src/games/shared/letters.ts';
import { createRandom } from '../../../src/games/shared/random.ts';
import {
  generatePuzzle,
  newSearch,
  rulesFor as searchRules,
  selectCell,
} from '../../../src/games/word-search/logic.ts';

/** A Hangman game whose every level is the one word given. */
function hangmanWith(word: string, letters = alphabets.es) {
  const words: HangmanWord[] = Array.from({ length: 42 }, (_, i) => ({
    word,
    hint: 'Una pista para jugar.',
    reference: 'Juan 3:16',
    level: Math.floor(i / 6) + 1,
  }));
  return newGame(words, createRandom(1), 0, rulesFor('7-9'), letters);
}

describe('letters in Spanish', () => {
  it('drops accents and the diaeresis but keeps Ñ, a letter of its own', () => {
    expect(['Á', 'É', 'Í', 'Ó', 'Ú', 'Ü', 'á', 'Ñ', 'ñ', 'N'].map(plainLetter)).toEqual([
      'A',
      'E',
      'I',
      'O',
      'U',
      'U',
      'a',
      'Ñ',
      'ñ',
      'N',
    ]);
    expect(plainWord('MOISÉS')).toBe('MOISES');
    expect(plainWord('SEÑOR')).toBe('SEÑOR');
    // A word typed with combining accents (NFD) is the same word.
    expect(plainWord('JESU\u0301S')).toBe('JESUS');
    expect(alphabets.es).toHaveLength(27);
    expect(alphabets.es.indexOf('Ñ')).toBe(alphabets.es.indexOf('N') + 1);
    expect(alphabets.en).not.toContain('Ñ');
  });
});

describe('Hangman in Spanish', () => {
  it('shows the Ú of JESÚS when U is guessed, and wins the word with plain letters', () => {
    let s = hangmanWith('JESÚS');
    s = guess(s, 'U');
    expect(s.wrong).toBe(0);
    expect(maskedWord('JESÚS', s.guessed)).toEqual([null, null, null, 'Ú', null]);
    s = ['J', 'E', 'S'].reduce(guess, s);
    expect(s.status).toBe('won');
  });

  it('takes a typed accented vowel as its plain letter', () => {
    const s = guess(hangmanWith('LEÓN'), 'ó');
    expect(s.guessed).toEqual(['O']);
    expect(maskedWord('LEÓN', s.guessed)).toEqual([null, null, 'Ó', null]);
  });

  it('keeps Ñ and N apart: N is not in MONTAÑA twice, Ñ is its own guess', () => {
    let s = guess(hangmanWith('MONTAÑA'), 'N');
    expect(maskedWord('MONTAÑA', s.guessed)).toEqual([null, null, 'N', null, null, null, null]);
    s = guess(s, 'Ñ');
    expect(maskedWord('MONTAÑA', s.guessed)).toEqual([null, null, 'N', null, null, 'Ñ', null]);
    expect(hasLetter('MONTAÑA', 'Ñ')).toBe(true);
    expect(hasLetter('PAN', 'Ñ')).toBe(false);
  });

  it('ignores Ñ in an English game, whose buttons are A to Z', () => {
    const s = hangmanWith('LAMB', alphabets.en);
    expect(guess(s, 'Ñ')).toBe(s);
  });
});

describe('Word Search in Spanish', () => {
  it('hides MOISÉS as MOISES in the grid, fills with Spanish letters, and finds it from the plain letters', () => {
    const rules = searchRules('7-9');
    const puzzle = generatePuzzle(
      ['MOISÉS', 'SEÑOR'],
      createRandom(3),
      { ...rules, wordCount: 2 },
      alphabets.es,
    );
    const moises = puzzle.words.find((w) => w.word === 'MOISÉS')!;
    expect(moises.cells.map((c) => puzzle.grid[c.row]![c.col]).join('')).toBe('MOISES');
    expect(puzzle.grid.flat().every((l) => alphabets.es.includes(l))).toBe(true);

    const state = newSearch(
      ['MOISÉS', 'SEÑOR'],
      createRandom(3),
      0,
      { ...rules, wordCount: 2 },
      alphabets.es,
    );
    const target = state.puzzle.words.find((w) => w.word === 'MOISÉS')!;
    const after = target.cells.reduce(selectCell, state);
    expect(after.found).toEqual(['MOISÉS']);
  });
});

describe('Memory Verse in Spanish', () => {
  it('accepts a verse typed without accents, but not with n for ñ', () => {
    expect(
      isCorrectAnswer(
        'Nosotros le amamos a el, porque el nos amo primero',
        'Nosotros le amamos á él, porque él nos amó primero.',
      ),
    ).toBe(true);
    expect(
      isCorrectAnswer(
        'Todo lo puedo en Cristo que me fortalece',
        'Todo lo puedo en Cristo que me fortalece.',
      ),
    ).toBe(true);
    expect(
      isCorrectAnswer('Jehova es mi pastor nada me faltara', 'Jehová es mi pastor; nada me faltará.'),
    ).toBe(true);
    expect(isCorrectAnswer('el ano', 'el año')).toBe(false);
    expect(isCorrectAnswer('Jehová es mi pastor', 'Jehová es mi pastor; nada me faltará.')).toBe(false);
  });
});
