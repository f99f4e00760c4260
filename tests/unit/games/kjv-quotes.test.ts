import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readHolyBibleVersion } from '../../../db/bible/import.ts';
import { adventureDataSchema } from '../../../src/games/bible-adventure/schema.ts';
import { bingoDataSchema } from '../../../src/games/bible-bingo/schema.ts';
import { connectDataSchema } from '../../../src/games/christian-connect/schema.ts';
import { puzzleDataSchema } from '../../../src/games/christian-puzzle/schema.ts';
import { huntDataSchema } from '../../../src/games/fruit-spirit-hunt/schema.ts';
import { matchingDataSchema } from '../../../src/games/memory-verse-matching/schema.ts';
import { findBook } from '../../../src/lib/bible/books.ts';

const kjv = new Map(readHolyBibleVersion('kjv').map((v) => [`${v.book}:${v.chapter}:${v.verse}`, v.text]));

/** The KJV text of a reference such as "Psalm 23:1" or "Galatians 5:22-23". */
function kjvText(reference: string): string {
  const m = /^(.+) (\d+):(\d+)(?:-(\d+))?$/.exec(reference);
  if (!m) throw new Error(`unreadable reference ${reference}`);
  const book = findBook(m[1] === 'Psalm' ? 'Psalms' : m[1]!);
  if (!book) throw new Error(`unknown book in ${reference}`);
  const parts: string[] = [];
  for (let v = Number(m[3]); v <= Number(m[4] ?? m[3]); v++) parts.push(kjv.get(`${book.number}:${m[2]}:${v}`) ?? '');
  return parts.join(' ');
}

const load = (file: string): unknown => (JSON.parse(readFileSync(file, 'utf8')) as unknown[])[0];

describe('verses quoted in the games', () => {
  it('reads a known verse, so a wrong quote cannot pass by accident', () => {
    expect(kjvText('John 11:35')).toBe('Jesus wept.');
    expect(kjvText('Psalm 23:1')).not.toBe('The LORD is my shepherd.');
  });

  it('quotes every Memory Verse Matching verse word for word from the KJV', () => {
    for (const pair of matchingDataSchema.parse(load('content/games/memory-verse-matching.json')).pairs) {
      expect(kjvText(pair.reference), pair.reference).toBe(pair.verse);
    }
  });

  it('quotes every Fruit of the Spirit verse word for word from the KJV', () => {
    for (const fruit of huntDataSchema.parse(load('content/games/fruit-spirit-hunt.json')).fruits) {
      expect(kjvText(fruit.reference), fruit.reference).toBe(fruit.verse);
    }
  });

  it('points every reference in the games at a verse that exists', () => {
    const references = [
      ...adventureDataSchema.parse(load('content/games/bible-adventure.json')).chapters.map((c) => c.reference),
      ...puzzleDataSchema.parse(load('content/games/christian-puzzle.json')).pairs.map((p) => p.reference),
      ...connectDataSchema.parse(load('content/games/christian-connect.json')).questions.map((q) => q.reference),
      ...bingoDataSchema.parse(load('content/games/bible-bingo.json')).names.map((n) => /\(([^)]+)\)$/.exec(n.clue)?.[1] ?? n.clue),
    ];
    expect(references.length).toBeGreaterThan(100);
    for (const reference of references) expect(kjvText(reference).trim().split(' ').every(Boolean), reference).toBe(true);
  });
});
