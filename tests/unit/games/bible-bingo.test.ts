import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  allCalledMessage,
  type BingoState,
  bingoLines,
  bingoScore,
  callNext,
  completedLineCells,
  freeIndex,
  markCell,
  newBingoGame,
  notCalledMessage,
} from '../../../src/games/bible-bingo/logic.ts';
import { bingoDataSchema } from '../../../src/games/bible-bingo/schema.ts';
import { createRandom } from '../../../src/games/shared/random.ts';

const entry: unknown = JSON.parse(readFileSync('content/games/bible-bingo.json', 'utf8'));
const data = bingoDataSchema.parse(entry);
const names = data.names.map((n) => n.name);
const now = 7_000;

/** A game whose caller has called exactly the names on the given cells (then marks them). */
function markCells(state: BingoState, cells: number[]): BingoState {
  const wanted = new Set(cells.filter((i) => i !== freeIndex).map((i) => state.cells[i]!.text));
  let s: BingoState = { ...state, callOrder: [...wanted, ...state.callOrder.filter((n) => !wanted.has(n))] };
  for (let i = 0; i < wanted.size; i++) s = callNext(s).state;
  for (const i of cells) s = markCell(s, i, now).state;
  return s;
}

describe('the Bible Bingo data', () => {
  it('has 32 distinct names', () => {
    expect(names).toHaveLength(32);
    expect(() => bingoDataSchema.parse({ ...data, names: data.names.slice(1) })).toThrow(/exactly 32/);
  });
});

describe('Bible Bingo', () => {
  it('deals a 5x5 card of 24 distinct names from the 32 and a pre-marked FREE centre', () => {
    const s = newBingoGame(names, createRandom(1), now);
    expect(s.cells).toHaveLength(25);
    expect(freeIndex).toBe(12);
    expect(s.cells[12]).toEqual({ text: 'FREE', marked: true });
    const others = s.cells.filter((_, i) => i !== 12);
    expect(new Set(others.map((c) => c.text)).size).toBe(24);
    expect(others.every((c) => names.includes(c.text) && !c.marked)).toBe(true);
  });

  it('calls the next unused name until all 32 are called', () => {
    let s = newBingoGame(names, createRandom(2), now);
    const called: string[] = [];
    for (let i = 0; i < 32; i++) {
      const r = callNext(s);
      if (r.outcome.kind !== 'called') throw new Error('expected a call');
      called.push(r.outcome.name);
      s = r.state;
    }
    expect(new Set(called).size).toBe(32);
    expect(callNext(s).outcome).toEqual({ kind: 'all-called' });
    expect(allCalledMessage()).toBe('All items have been called!');
  });

  it('marks only names that have been called', () => {
    let s = newBingoGame(names, createRandom(3), now);
    const uncalled = s.cells.findIndex((c, i) => i !== freeIndex && c.text !== s.callOrder[0]);
    const r = markCell(s, uncalled, now);
    expect(r.outcome).toBe('not-called');
    expect(r.state.cells[uncalled]!.marked).toBe(false);
    expect(notCalledMessage()).toBe("This item hasn't been called yet!");
    s = markCells(s, [uncalled]);
    expect(s.cells[uncalled]!.marked).toBe(true);
  });

  it('has 12 lines: 5 rows, 5 columns and 2 diagonals', () => {
    const lines = bingoLines();
    expect(lines).toHaveLength(12);
    expect(lines[0]).toEqual([0, 1, 2, 3, 4]);
    expect(lines[5]).toEqual([0, 5, 10, 15, 20]);
    expect(lines[10]).toEqual([0, 6, 12, 18, 24]);
    expect(lines[11]).toEqual([4, 8, 12, 16, 20]);
  });

  it.each(
    bingoLines().map(
      (line, i) =>
        [
          i < 5 ? `row ${i + 1}` : i < 10 ? `column ${i - 4}` : i === 10 ? 'diagonal \\' : 'diagonal /',
          line,
        ] as const,
    ),
  )('wins with a full %s', (_, line) => {
    const fresh = newBingoGame(names, createRandom(4), now);
    const almost = markCells(fresh, line.slice(0, -1));
    expect(almost.finishedAt).toBeNull();
    const last = line.at(-1)!;
    const s = markCells(almost, [last]);
    expect(s.finishedAt).toBe(now);
    expect(s.winningCells).toEqual([...line].sort((a, b) => a - b));
  });

  it('does not win with four in a line and a gap, or with scattered marks', () => {
    const s = markCells(newBingoGame(names, createRandom(5), now), [0, 1, 2, 3, 9, 14, 19, 5, 15]);
    expect(s.finishedAt).toBeNull();
    expect(completedLineCells(s.cells)).toEqual([]);
  });

  it('scores 100 plus 5 for each name still uncalled at the bingo', () => {
    const s = markCells(newBingoGame(names, createRandom(6), now), [10, 11, 12, 13, 14]);
    expect(s.calledCount).toBe(4);
    expect(bingoScore(s)).toBe(100 + 5 * 28);
    expect(callNext(s).outcome).toEqual({ kind: 'ignored' });
  });
});
