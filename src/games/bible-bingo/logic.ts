import { m } from '#messages';
import { type AgeBand, defaultGameBand } from '../shared/age-band.ts';
import { pickDistinct, type Random, shuffle } from '../shared/random.ts';
import { type BingoRules, bingoBandRules } from './rules.ts';
import { bingoPoolSize } from './sizes.ts';

export { bingoBandRules } from './rules.ts';

/** Bible Bingo's rules for an age band (see ./rules.ts). */
export function rulesFor(band: AgeBand): BingoRules {
  return bingoBandRules[band];
}

/** A 5x5 card: 24 names and a FREE centre. */
export const bingoSize = 5;
export const bingoCardNameCount = bingoSize * bingoSize - 1;
export const freeIndex = Math.floor((bingoSize * bingoSize) / 2);
export const freeText = 'FREE';

export const notCalledMessage: () => string = m.games_bingo_not_called;
export const allCalledMessage: () => string = m.games_bingo_all_called;

/** A bingo cell: text and marked. */
export interface BingoCell {
  text: string;
  marked: boolean;
}

export interface BingoState {
  /** Rows and columns of the card. */
  size: number;
  cells: BingoCell[];
  /** Every name in the order the caller will draw them. */
  callOrder: string[];
  /** How many of `callOrder` have been called. */
  calledCount: number;
  /** Indices of the squares on the winning lines, once the card has bingo. */
  winningCells: number[];
  startedAt: number;
  finishedAt: number | null;
}

export type CallOutcome = { kind: 'called'; name: string } | { kind: 'all-called' } | { kind: 'ignored' };
export type MarkOutcome = 'marked' | 'not-called' | 'bingo' | 'ignored';

/**
 * A new card: distinct names from the pool around a pre-marked FREE centre (24 on a 5 x 5 card), and
 * a shuffled call order: every name of the card, filled up with others of the pool to the band's
 * number of calls (all 32 names by default).
 */
export function newBingoGame(
  names: readonly string[],
  random: Random,
  now: number,
  rules: BingoRules = rulesFor(defaultGameBand),
): BingoState {
  if (names.length !== bingoPoolSize) throw new Error(`Bible Bingo needs ${bingoPoolSize} names`);
  const size = rules.cardSize;
  const picked = pickDistinct(names, size * size - 1, random);
  const cells: BingoCell[] = picked.map((text) => ({ text, marked: false }));
  cells.splice(freeIndexOf(size), 0, { text: freeText, marked: true });
  const others = shuffle(
    names.filter((n) => !picked.includes(n)),
    random,
  ).slice(0, Math.max(0, rules.callCount - picked.length));
  return {
    size,
    cells,
    callOrder: shuffle([...picked, ...others], random),
    calledCount: 0,
    winningCells: [],
    startedAt: now,
    finishedAt: null,
  };
}

export function calledNames(state: BingoState): string[] {
  return state.callOrder.slice(0, state.calledCount);
}

export function isCalled(state: BingoState, name: string): boolean {
  return calledNames(state).includes(name);
}

/** Calls the next unused name; once all have been called there is nothing left to call. */
export function callNext(state: BingoState): { state: BingoState; outcome: CallOutcome } {
  if (state.finishedAt !== null) return { state, outcome: { kind: 'ignored' } };
  const name = state.callOrder[state.calledCount];
  if (name === undefined) return { state, outcome: { kind: 'all-called' } };
  return { state: { ...state, calledCount: state.calledCount + 1 }, outcome: { kind: 'called', name } };
}

/** The 12 lines of a card: 5 rows, 5 columns and 2 diagonals, as cell indices. */
export function bingoLines(size: number = bingoSize): number[][] {
  const range = Array.from({ length: size }, (_, i) => i);
  return [
    ...range.map((r) => range.map((c) => r * size + c)),
    ...range.map((c) => range.map((r) => r * size + c)),
    range.map((i) => i * size + i),
    range.map((i) => i * size + (size - 1 - i)),
  ];
}

/** The FREE square of a card of `size` rows: its centre. */
export function freeIndexOf(size: number): number {
  return Math.floor((size * size) / 2);
}

/** The cells of every complete line (empty when there is no bingo); the card is square. */
export function completedLineCells(cells: readonly BingoCell[]): number[] {
  const full = bingoLines(Math.round(Math.sqrt(cells.length))).filter((line) =>
    line.every((i) => cells[i]?.marked),
  );
  return [...new Set(full.flat())].sort((a, b) => a - b);
}

/** Marks a square; only names already called can be marked. A full line wins. */
export function markCell(
  state: BingoState,
  index: number,
  now: number,
): { state: BingoState; outcome: MarkOutcome } {
  const cell = state.cells[index];
  if (!cell || cell.marked || state.finishedAt !== null) return { state, outcome: 'ignored' };
  if (!isCalled(state, cell.text)) return { state, outcome: 'not-called' };
  const cells = state.cells.map((c, i) => (i === index ? { ...c, marked: true } : c));
  const winningCells = completedLineCells(cells);
  if (winningCells.length === 0) return { state: { ...state, cells }, outcome: 'marked' };
  return { state: { ...state, cells, winningCells, finishedAt: now }, outcome: 'bingo' };
}

/** 100 for a bingo, plus 5 for every name still uncalled: the sooner the bingo, the higher the score. */
export function bingoScore(state: BingoState): number {
  if (state.finishedAt === null) return 0;
  return 100 + 5 * (state.callOrder.length - state.calledCount);
}
