import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adventureDataSchema } from '../../../src/games/bible-adventure/schema.ts';
import { bingoDataSchema } from '../../../src/games/bible-bingo/schema.ts';
import { connectDataSchema } from '../../../src/games/christian-connect/schema.ts';
import { puzzleDataSchema } from '../../../src/games/christian-puzzle/schema.ts';
import { galatiansVerses } from '../../../src/games/fruit-spirit-hunt/levels.ts';
import { huntDataSchema } from '../../../src/games/fruit-spirit-hunt/schema.ts';
import { matchingDataSchema } from '../../../src/games/memory-verse-matching/schema.ts';
import { kjvText } from './kjv.ts';

const load = (slug: string): unknown => JSON.parse(readFileSync(`content/games/${slug}.json`, 'utf8'));

describe('Bible text in the Games II games', () => {
  it('quotes every Memory Verse Matching verse word for word from the KJV', () => {
    for (const pair of matchingDataSchema.parse(load('memory-verse-matching')).pairs) {
      expect(pair.verse, pair.reference).toBe(kjvText(pair.reference));
    }
  });

  it('quotes every Fruit of the Spirit verse, and Galatians 5:22-23 on the final screen, from the KJV', () => {
    for (const fruit of huntDataSchema.parse(load('fruit-spirit-hunt')).fruits) {
      expect(fruit.verse, fruit.reference).toBe(kjvText(fruit.reference));
    }
    expect(galatiansVerses.en.text).toBe(kjvText(galatiansVerses.en.reference));
  });

  it('points every story, puzzle, question and bingo reference at a verse that exists', () => {
    const references = [
      ...adventureDataSchema.parse(load('bible-adventure')).chapters.map((c) => c.reference),
      ...puzzleDataSchema.parse(load('christian-puzzle')).pairs.map((p) => p.reference),
      ...connectDataSchema.parse(load('christian-connect')).questions.map((q) => q.reference),
      ...bingoDataSchema
        .parse(load('bible-bingo'))
        .names.map((n) => /\(([^)]+)\)$/.exec(n.clue)?.[1] ?? n.clue),
    ];
    expect(references).toHaveLength(9 + 6 + 72 + 32);
    for (const reference of references) expect(kjvText(reference), reference).not.toBeNull();
  });
});
