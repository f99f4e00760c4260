import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  newGame,
  rulesFor,
  shortVerseReferences,
  verseReferences,
  versesFor,
  verseWords,
} from '../../../../src/games/scrambled-verse/logic.ts';
import { scrambledVerseDataSchema } from '../../../../src/games/scrambled-verse/schema.ts';
import { createRandom } from '../../../../src/games/shared/random.ts';
import { kjvText } from '../kjv.ts';

const data = scrambledVerseDataSchema.parse(
  JSON.parse(readFileSync('content/games/scrambled-verse.json', 'utf8')),
);

describe('Scrambled Verse by age band', () => {
  it('gives 4-6 four short verses of at most 9 word tiles, never John 3:16', () => {
    const verses = versesFor('4-6', data);
    expect(verses.map((v) => v.reference)).toEqual(shortVerseReferences);
    expect(verses.map((v) => v.reference)).not.toContain('John 3:16');
    expect(rulesFor('4-6').maxTiles).toBe(9);
    for (const v of verses) expect(verseWords(v.text).length).toBeLessThanOrEqual(9);
    const game = newGame(verses, createRandom(3), 0);
    expect(game.bank.length).toBeLessThanOrEqual(9);
  });

  it('gives 7-9 and 10-12 the four verses of the spec, John 3:16 first with its 25 tiles', () => {
    for (const band of ['7-9', '10-12'] as const) {
      const verses = versesFor(band, data);
      expect(verses.map((v) => v.reference)).toEqual(verseReferences);
      expect(newGame(verses, createRandom(1), 0).bank).toHaveLength(25);
    }
  });

  it('quotes the short verses word for word from the KJV', () => {
    for (const v of data.shortVerses) expect(v.text, v.reference).toBe(kjvText(v.reference));
  });

  it('refuses a short verse longer than the 4-6 band allows', () => {
    const long = { reference: 'Psalm 23:1', text: data.verses[0]!.text };
    const shortVerses = [...data.shortVerses.slice(0, 3), long];
    expect(scrambledVerseDataSchema.safeParse({ ...data, shortVerses }).success).toBe(false);
  });
});
