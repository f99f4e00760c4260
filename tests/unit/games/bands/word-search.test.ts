import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../../src/games/shared/random.ts';
import { newSearch, rulesFor } from '../../../../src/games/word-search/logic.ts';
import { wordSearchDataSchema } from '../../../../src/games/word-search/schema.ts';

const { words } = wordSearchDataSchema.parse(
  JSON.parse(readFileSync('content/games/word-search.json', 'utf8')),
);

describe('Word Search by age band', () => {
  it('gives 4-6 four short words across and down on an 8 x 8 grid', () => {
    for (let seed = 0; seed < 30; seed++) {
      const { puzzle } = newSearch(words, createRandom(seed), 0, rulesFor('4-6'));
      expect(puzzle.grid).toHaveLength(8);
      for (const row of puzzle.grid) expect(row).toHaveLength(8);
      expect(puzzle.words.length).toBeLessThanOrEqual(4);
      expect(puzzle.words.length).toBeGreaterThanOrEqual(3);
      for (const w of puzzle.words) {
        expect(w.word.length).toBeLessThanOrEqual(5);
        expect(['horizontal', 'vertical']).toContain(w.direction);
        for (const c of w.cells) expect(puzzle.grid[c.row]![c.col]).toBe(w.word[w.cells.indexOf(c)]);
      }
    }
  });

  it('plays 7-9 as before bands: 6 words on 12 x 12, in any of the four directions', () => {
    const rules = rulesFor('7-9');
    expect(rules).toMatchObject({ gridSize: 12, wordCount: 6 });
    expect(rules.directions).toHaveLength(4);
    const { puzzle } = newSearch(words, createRandom(5), 0, rules);
    expect(puzzle.grid).toHaveLength(12);
  });

  it('gives 10-12 eight words on 12 x 12', () => {
    const { puzzle } = newSearch(words, createRandom(5), 0, rulesFor('10-12'));
    expect(puzzle.grid).toHaveLength(12);
    expect(puzzle.words.length).toBeGreaterThan(6);
  });
});
