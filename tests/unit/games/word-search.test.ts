import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRandom, type Random } from '../../../src/games/shared/random.ts';
import {
  type Cell,
  clearSelection,
  continuesLine,
  directions,
  emptyDraft,
  generatePuzzle,
  gridSize,
  matchWord,
  maxPlacementAttempts,
  newSearch,
  placeWord,
  poolSize,
  praiseMessage,
  praiseMessages,
  type SearchState,
  selectCell,
  wordsPerPuzzle,
} from '../../../src/games/word-search/logic.ts';
import { wordSearchDataSchema } from '../../../src/games/word-search/schema.ts';

const raw: unknown = JSON.parse(readFileSync('content/games/word-search.json', 'utf8'));
const { words } = wordSearchDataSchema.parse(raw);

function selectAll(state: SearchState, cells: readonly Cell[]): SearchState {
  return cells.reduce(selectCell, state);
}

describe('Word Search data and constants', () => {
  it('has a pool of 16 words and puzzles of 6 on a 12x12 grid with 4 directions and 100 attempts', () => {
    expect(words).toHaveLength(16);
    expect([poolSize, wordsPerPuzzle, gridSize, maxPlacementAttempts]).toEqual([16, 6, 12, 100]);
    expect(directions.map((d) => d.name)).toEqual(['horizontal', 'vertical', 'diagonal down', 'diagonal up']);
  });

  it('rejects 15 words, a repeated word and a word that holds another backwards', () => {
    expect(wordSearchDataSchema.safeParse({ words: words.slice(1) }).success).toBe(false);
    expect(wordSearchDataSchema.safeParse({ words: [...words.slice(1), words[1]] }).success).toBe(false);
    // "EVOL" read backwards is LOVE, which is in the pool.
    expect(wordSearchDataSchema.safeParse({ words: [...words.slice(1), 'XEVOLX'] }).success).toBe(false);
  });
});

describe('placing words', () => {
  it('places 6 distinct pool words inside the grid, each spelled along its direction', () => {
    const usedDirections = new Set<string>();
    for (let seed = 0; seed < 200; seed++) {
      const puzzle = generatePuzzle(words, createRandom(seed));
      expect(puzzle.grid).toHaveLength(12);
      for (const row of puzzle.grid) expect(row.join('')).toMatch(/^[A-Z]{12}$/);
      expect(puzzle.words).toHaveLength(6);
      expect(new Set(puzzle.words.map((w) => w.word)).size).toBe(6);
      for (const placed of puzzle.words) {
        expect(words).toContain(placed.word);
        usedDirections.add(placed.direction);
        const d = directions.find((x) => x.name === placed.direction)!;
        placed.cells.forEach((c, i) => {
          expect(c.row).toBeGreaterThanOrEqual(0);
          expect(c.row).toBeLessThan(12);
          expect(c.col).toBeGreaterThanOrEqual(0);
          expect(c.col).toBeLessThan(12);
          expect(puzzle.grid[c.row]![c.col]).toBe(placed.word[i]);
          if (i > 0)
            expect([c.row - placed.cells[i - 1]!.row, c.col - placed.cells[i - 1]!.col]).toEqual([
              d.dRow,
              d.dCol,
            ]);
        });
      }
    }
    expect([...usedDirections].sort()).toEqual(['diagonal down', 'diagonal up', 'horizontal', 'vertical']);
  });

  it('lets words cross only on a shared letter, never overwriting another', () => {
    let crossings = 0;
    for (let seed = 0; seed < 500; seed++) {
      const draft = emptyDraft();
      [...'LOVE'].forEach((letter, col) => {
        draft[6]![col + 4] = letter;
      });
      const { cells } = placeWord(draft, 'EVE', createRandom(seed));
      expect(cells).not.toBeNull();
      expect(draft[6]!.slice(4, 8).join('')).toBe('LOVE');
      expect(cells!.map((c) => draft[c.row]![c.col]).join('')).toBe('EVE');
      if (cells!.some((c) => c.row === 6 && c.col >= 4 && c.col < 8)) crossings++;
    }
    expect(crossings).toBeGreaterThan(0);
  });

  it('gives up after 100 attempts when a word has no room', () => {
    const full = emptyDraft().map((row) => row.map(() => 'Q'));
    let calls = 0;
    const base = createRandom(4);
    const counting: Random = () => {
      calls++;
      return base();
    };
    const result = placeWord(full, 'LOVE', counting);
    expect(result).toEqual({ cells: null, attempts: 100, direction: null });
    // Each attempt draws a direction, a row and a column.
    expect(calls).toBe(300);
  });
});

describe('finding words', () => {
  const state = newSearch(words, createRandom(42), 0);
  const [first] = state.puzzle.words;

  it('marks a word found when it is selected letter by letter', () => {
    const after = selectAll(state, first!.cells);
    expect(after.found).toEqual([first!.word]);
    expect(after.selection).toEqual([]);
    expect(after.foundCells).toHaveLength(first!.word.length);
  });

  it('matches a word selected backwards', () => {
    const after = selectAll(state, [...first!.cells].reverse());
    expect(after.found).toEqual([first!.word]);
    expect(matchWord('EVOL', ['LOVE'], [])).toBe('LOVE');
    expect(matchWord('LOVE', ['LOVE'], ['LOVE'])).toBeNull();
  });

  it('keeps selections in a straight line and takes back the last letter when tapped again', () => {
    expect(continuesLine([], { row: 5, col: 5 })).toBe(true);
    expect(continuesLine([{ row: 5, col: 5 }], { row: 6, col: 6 })).toBe(true);
    expect(continuesLine([{ row: 5, col: 5 }], { row: 7, col: 5 })).toBe(false);
    expect(
      continuesLine(
        [
          { row: 5, col: 5 },
          { row: 5, col: 6 },
        ],
        { row: 5, col: 7 },
      ),
    ).toBe(true);
    expect(
      continuesLine(
        [
          { row: 5, col: 5 },
          { row: 5, col: 6 },
        ],
        { row: 6, col: 7 },
      ),
    ).toBe(false);
    const a = selectCell(state, { row: 0, col: 0 });
    const b = selectCell(a, { row: 5, col: 5 });
    expect(b.selection).toEqual([{ row: 5, col: 5 }]);
    expect(selectCell(b, { row: 5, col: 5 }).selection).toEqual([]);
    expect(clearSelection(a).selection).toEqual([]);
  });

  it('says "Keep searching!" when a selection as long as the longest word spells none', () => {
    const longest = Math.max(...state.puzzle.words.map((w) => w.word.length));
    // A row read from a corner that is not a word: find one by trying rows left to right.
    let after: SearchState | null = null;
    for (let row = 0; row < 12 && !after; row++) {
      const cells = Array.from({ length: longest }, (_, col) => ({ row, col }));
      const tried = selectAll(state, cells);
      if (tried.found.length === 0) after = tried;
    }
    expect(after?.message).toBe('Keep searching!');
    expect(after?.selection).toEqual([]);
  });

  it('completes when every word is found, with a praise message from the list', () => {
    const done = state.puzzle.words.reduce((s, w) => selectAll(s, w.cells), state);
    expect(done.complete).toBe(true);
    expect(done.found).toHaveLength(state.puzzle.words.length);
    expect(selectCell(done, { row: 0, col: 0 })).toBe(done);
    expect(praiseMessages.map((praise) => praise())).toContain(praiseMessage(createRandom(1)));
    expect(
      new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => praiseMessage(createRandom(seed)))).size,
    ).toBeGreaterThan(1);
  });
});
