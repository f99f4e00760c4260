import { describe, expect, it } from 'vitest';
import {
  blankIndexes,
  blanksCorrect,
  firstLetters,
  orderCorrect,
  seededRandom,
  seedOf,
  shuffle,
  verseWords,
} from '../../src/lib/memory/practice-steps.ts';

const verse = 'The LORD is my shepherd; I shall not want.';

describe('Memory Master’s practice steps', () => {
  it('hides about a third of the words, the same ones every time', () => {
    const words = verseWords(verse);
    const blanks = blankIndexes(words, seedOf('Psalm 23:1'));
    expect(blanks.length).toBe(3);
    expect(blankIndexes(words, seedOf('Psalm 23:1'))).toEqual(blanks);
    const answers = blanks.map((i) => words[i]!.toUpperCase().replace(/[;.]/, ''));
    expect(blanksCorrect(words, blanks, answers)).toBe(true);
    expect(
      blanksCorrect(
        words,
        blanks,
        answers.map(() => 'x'),
      ),
    ).toBe(false);
  });

  it('shuffles words and checks their order ignoring case and punctuation', () => {
    const words = verseWords(verse);
    const mixed = shuffle(words, seededRandom(7));
    expect(mixed).not.toEqual(words);
    expect([...mixed].sort()).toEqual([...words].sort());
    expect(orderCorrect(words, ['the', 'lord', 'is', 'my', 'shepherd', 'i', 'shall', 'not', 'want'])).toBe(
      true,
    );
    expect(orderCorrect(words, mixed)).toBe(false);
  });

  it('shows first letters with punctuation kept', () => {
    expect(firstLetters(verse)).toBe('T L i m s; I s n w.');
    expect(firstLetters('“Jesus wept.”')).toBe('“J w.”');
  });
});
