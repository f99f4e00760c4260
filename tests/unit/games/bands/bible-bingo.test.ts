import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  callNext,
  freeIndexOf,
  markCell,
  newBingoGame,
  rulesFor,
} from '../../../../src/games/bible-bingo/logic.ts';
import { bingoDataSchema } from '../../../../src/games/bible-bingo/schema.ts';
import { createRandom } from '../../../../src/games/shared/random.ts';

const names = bingoDataSchema
  .parse(JSON.parse(readFileSync('content/games/bible-bingo.json', 'utf8')))
  .names.map((n) => n.name);

describe('Bible Bingo by age band', () => {
  it('gives 4-6 a 3 x 3 card around FREE, 16 calls holding every name of the card, and Listen', () => {
    const rules = rulesFor('4-6');
    expect(rules).toEqual({ cardSize: 3, callCount: 16, listen: true });
    for (let seed = 0; seed < 20; seed++) {
      const s = newBingoGame(names, createRandom(seed), 0, rules);
      expect(s.size).toBe(3);
      expect(s.cells).toHaveLength(9);
      expect(s.cells[freeIndexOf(3)]).toEqual({ text: 'FREE', marked: true });
      expect(s.callOrder).toHaveLength(16);
      expect(new Set(s.callOrder).size).toBe(16);
      for (const cell of s.cells) if (cell.text !== 'FREE') expect(s.callOrder).toContain(cell.text);
    }
  });

  it('wins a 3 x 3 card with a line of three', () => {
    let s = newBingoGame(names, createRandom(7), 0, rulesFor('4-6'));
    while (s.calledCount < s.callOrder.length) s = callNext(s).state;
    // The middle row: 3, FREE (4), 5.
    s = markCell(s, 3, 1).state;
    const { state, outcome } = markCell(s, 5, 2);
    expect(outcome).toBe('bingo');
    expect(state.winningCells).toEqual([3, 4, 5]);
  });

  it('plays 7-9 and 10-12 as before bands: 5 x 5, all 32 names called', () => {
    for (const band of ['7-9', '10-12'] as const) {
      const s = newBingoGame(names, createRandom(1), 0, rulesFor(band));
      expect(s.cells).toHaveLength(25);
      expect([...s.callOrder].sort()).toEqual([...names].sort());
      expect(rulesFor(band).listen).toBe(false);
    }
  });
});
