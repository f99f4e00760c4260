import { m } from '#messages';
import { type AgeBand, defaultGameBand } from '../shared/age-band.ts';
import { alphabets, plainWord } from '../shared/letters.ts';
import { pickDistinct, type Random, randomInt } from '../shared/random.ts';
import { gridSize, maxPlacementAttempts, type WordSearchRules, wordSearchBandRules } from './rules.ts';

export { gridSize, maxPlacementAttempts, poolSize, wordSearchBandRules, wordsPerPuzzle } from './rules.ts';

/** Word Search's rules for an age band (see ./rules.ts). */
export function rulesFor(band: AgeBand): WordSearchRules {
  return wordSearchBandRules[band];
}

const defaultRules = rulesFor(defaultGameBand);

export interface Direction {
  name: 'horizontal' | 'vertical' | 'diagonal down' | 'diagonal up';
  dRow: number;
  dCol: number;
}

/** The four directions a word is placed in (read forwards; players may select either way). */
export const directions: readonly Direction[] = [
  { name: 'horizontal', dRow: 0, dCol: 1 },
  { name: 'vertical', dRow: 1, dCol: 0 },
  { name: 'diagonal down', dRow: 1, dCol: 1 },
  { name: 'diagonal up', dRow: -1, dCol: 1 },
];

/** The praise for a finished puzzle, one at random, in the page's language. */
export const praiseMessages: readonly (() => string)[] = [
  m.games_word_search_praise_1,
  m.games_word_search_praise_2,
  m.games_word_search_praise_3,
  m.games_word_search_praise_4,
  m.games_word_search_praise_5,
];

export interface Cell {
  row: number;
  col: number;
}

export interface PlacedWord {
  /** The word as the list shows it, accents and all ("MOISÉS"); the grid holds its plain letters. */
  word: string;
  direction: Direction['name'];
  cells: Cell[];
}

export interface Puzzle {
  /** The band's grid size in rows of as many capital letters. */
  grid: string[][];
  /** The words to find: those drawn, less any that found no place in 100 attempts. */
  words: PlacedWord[];
}

type Draft = (string | null)[][];

/** The range of start positions along one axis so that the word stays inside the grid. */
function startRange(step: number, length: number, size: number): [number, number] {
  if (step > 0) return [0, size - length];
  if (step < 0) return [length - 1, size - 1];
  return [0, size - 1];
}

function cellsFor(word: string, start: Cell, direction: Direction): Cell[] {
  return [...word].map((_, i) => ({
    row: start.row + i * direction.dRow,
    col: start.col + i * direction.dCol,
  }));
}

/**
 * Places a word: up to 100 attempts, each a random direction (of those `allowed`) and a random start
 * that keeps the word inside the grid; an attempt fails when it would overwrite a different letter.
 */
export function placeWord(
  draft: Draft,
  word: string,
  random: Random,
  allowed: readonly Direction['name'][] = defaultRules.directions,
): { cells: Cell[] | null; attempts: number; direction: Direction | null } {
  const choices = directions.filter((d) => allowed.includes(d.name));
  const size = draft.length;
  for (let attempt = 1; attempt <= maxPlacementAttempts; attempt++) {
    const direction = choices[randomInt(random, choices.length)]!;
    const [rowMin, rowMax] = startRange(direction.dRow, word.length, size);
    const [colMin, colMax] = startRange(direction.dCol, word.length, size);
    if (rowMin > rowMax || colMin > colMax) continue;
    const start = {
      row: rowMin + randomInt(random, rowMax - rowMin + 1),
      col: colMin + randomInt(random, colMax - colMin + 1),
    };
    const cells = cellsFor(word, start, direction);
    if (cells.every((c, i) => draft[c.row]![c.col] === null || draft[c.row]![c.col] === word[i])) {
      cells.forEach((c, i) => {
        draft[c.row]![c.col] = word[i]!;
      });
      return { cells, attempts: attempt, direction };
    }
  }
  return { cells: null, attempts: maxPlacementAttempts, direction: null };
}

export function emptyDraft(size: number = gridSize): Draft {
  return Array.from({ length: size }, () => Array<string | null>(size).fill(null));
}

/**
 * The band's number of random words of the pool (those short enough for it) on its grid; the empty
 * squares get random letters of the language (`letters`, A to Z by default). By default 6 words on
 * a 12x12 grid. The grid holds each word's plain letters (../shared/letters.ts: MOISÉS is hidden as
 * MOISES, SEÑOR keeps its Ñ), as a printed word search does.
 */
export function generatePuzzle(
  pool: readonly string[],
  random: Random,
  rules = defaultRules,
  letters: readonly string[] = alphabets.en,
): Puzzle {
  const draft = emptyDraft(rules.gridSize);
  const words: PlacedWord[] = [];
  const fitting = pool.filter((w) => w.length <= rules.maxWordLength);
  for (const word of pickDistinct(fitting, rules.wordCount, random)) {
    const { cells, direction } = placeWord(draft, plainWord(word), random, rules.directions);
    if (cells && direction) words.push({ word, direction: direction.name, cells });
  }
  const grid = draft.map((row) => row.map((letter) => letter ?? letters[randomInt(random, letters.length)]!));
  return { grid, words };
}

export interface SearchState {
  puzzle: Puzzle;
  found: readonly string[];
  /** Cells of found words, as "row,col". */
  foundCells: readonly string[];
  selection: readonly Cell[];
  /** "Keep searching!" after a selection that spells no word. */
  message: string | null;
  complete: boolean;
  startedAt: number;
}

export const cellKey = (cell: Cell): string => `${cell.row},${cell.col}`;

export function newSearch(
  pool: readonly string[],
  random: Random,
  now: number,
  rules: WordSearchRules = defaultRules,
  letters: readonly string[] = alphabets.en,
): SearchState {
  return {
    puzzle: generatePuzzle(pool, random, rules, letters),
    found: [],
    foundCells: [],
    selection: [],
    message: null,
    complete: false,
    startedAt: now,
  };
}

/** The letters of a selection, in the order selected. */
export function selectionText(puzzle: Puzzle, selection: readonly Cell[]): string {
  return selection.map((c) => puzzle.grid[c.row]![c.col]!).join('');
}

/**
 * A target word the text spells, forwards or backwards, that is not found yet. Letters match without
 * their accents: the grid's MOISES spells MOISÉS.
 */
export function matchWord(text: string, targets: readonly string[], found: readonly string[]): string | null {
  const plain = plainWord(text);
  const reversed = [...plain].reverse().join('');
  return (
    targets.find((w) => !found.includes(w) && (plainWord(w) === plain || plainWord(w) === reversed)) ?? null
  );
}

/** A selection runs in a straight line: the next cell continues the step of the first two. */
export function continuesLine(selection: readonly Cell[], cell: Cell): boolean {
  const last = selection.at(-1);
  if (!last) return true;
  const dRow = cell.row - last.row;
  const dCol = cell.col - last.col;
  if (Math.max(Math.abs(dRow), Math.abs(dCol)) !== 1) return false;
  const first = selection[0]!;
  const second = selection[1];
  if (!second) return true;
  return dRow === second.row - first.row && dCol === second.col - first.col;
}

/**
 * Selects a letter. Tapping the last selected letter takes it back; a letter off the line starts
 * a new selection. A selection that spells a word, either way, marks it found; one as long as
 * the longest word left that spells none says "Keep searching!".
 */
export function selectCell(state: SearchState, cell: Cell): SearchState {
  if (state.complete) return state;
  const last = state.selection.at(-1);
  if (last && last.row === cell.row && last.col === cell.col)
    return { ...state, selection: state.selection.slice(0, -1), message: null };
  const selection = continuesLine(state.selection, cell) ? [...state.selection, cell] : [cell];
  const targets = state.puzzle.words.map((w) => w.word);
  const word = matchWord(selectionText(state.puzzle, selection), targets, state.found);
  if (word) {
    const found = [...state.found, word];
    const foundCells = [...new Set([...state.foundCells, ...selection.map(cellKey)])];
    return {
      ...state,
      found,
      foundCells,
      selection: [],
      message: null,
      complete: found.length === targets.length,
    };
  }
  const longest = Math.max(...targets.filter((w) => !state.found.includes(w)).map((w) => w.length));
  if (selection.length >= longest)
    return { ...state, selection: [], message: m.games_word_search_keep_searching() };
  return { ...state, selection, message: null };
}

export function clearSelection(state: SearchState): SearchState {
  return { ...state, selection: [], message: null };
}

export function praiseMessage(random: Random): string {
  return praiseMessages[randomInt(random, praiseMessages.length)]!();
}
