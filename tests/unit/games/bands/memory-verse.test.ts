import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isVerseVisible, newGameFor, rulesFor } from '../../../../src/games/memory-verse/logic.ts';
import { memoryVerseDataSchema } from '../../../../src/games/memory-verse/schema.ts';
import { kjvText } from '../kjv.ts';

const data = memoryVerseDataSchema.parse(JSON.parse(readFileSync('content/games/memory-verse.json', 'utf8')));
const words = (text: string): number => text.split(/\s+/).filter(Boolean).length;

describe('Memory Verse by age band', () => {
  it('gives 4-6 five short verses of at most 9 words, shown (practice)', () => {
    const game = newGameFor('4-6', data, 0);
    expect(game.verses).toBe(data.shortVerses);
    expect(game.verses).toHaveLength(5);
    for (const v of game.verses) expect(words(v.text)).toBeLessThanOrEqual(rulesFor('4-6').maxWords);
    expect(rulesFor('4-6').maxWords).toBe(9);
    expect(isVerseVisible(game)).toBe(true);
  });

  it('gives 7-9 the five verses of the spec in practice, as before bands', () => {
    const game = newGameFor('7-9', data, 0);
    expect(game.verses).toBe(data.verses);
    expect(game.mode).toBe('practice');
  });

  it('starts 10-12 with the verse hidden (memorize)', () => {
    const game = newGameFor('10-12', data, 0);
    expect(game.verses).toBe(data.verses);
    expect(game.mode).toBe('memorize');
    expect(isVerseVisible(game)).toBe(false);
  });

  it('quotes every verse, short ones included, word for word from the KJV', () => {
    for (const v of [...data.verses, ...data.shortVerses])
      expect(v.text, v.reference).toBe(kjvText(v.reference));
  });

  it('refuses a short verse longer than the 4-6 band allows', () => {
    const shortVerses = [...data.shortVerses.slice(0, 4), data.verses[4]!];
    expect(memoryVerseDataSchema.safeParse({ ...data, shortVerses }).success).toBe(false);
  });
});
