import { type AgeBand, withFewerChoices } from '../shared/age-band.ts';
import { type Random, shuffle } from '../shared/random.ts';
import { type ConnectRules, connectBandRules } from './rules.ts';
import type { ConnectQuestion } from './schema.ts';

export { connectBandRules } from './rules.ts';

/** Christian Connect's rules for an age band (see ./rules.ts). */
export function rulesFor(band: AgeBand): ConnectRules {
  return connectBandRules[band];
}

/** The questions as an age band sees them: at most its number of answers, the right one kept. */
export function questionsFor(band: AgeBand, questions: readonly ConnectQuestion[]): ConnectQuestion[] {
  const { maxAnswers } = rulesFor(band);
  return questions.map((q) => {
    const fewer = withFewerChoices(q, q.answers, maxAnswers);
    return fewer.question === q ? q : { ...fewer.question, answers: fewer.choices };
  });
}

/** Connect Four with Bible questions: 6 rows by 7 columns. */
export const connectRows = 6;
export const connectColumns = 7;
export const winLength = 4;
export const pointsPerCorrectAnswer = 10;

export type Player = 1 | 2;
/** 0 is empty; rows are numbered from the top (row 0) to the bottom (row 5). */
export type Cell = 0 | Player;
export type Board = Cell[][];

export interface ConnectState {
  level: number;
  board: Board;
  current: Player;
  status: 'playing' | 'won' | 'draw';
  winner: Player | null;
  /** [row, column] of the four (or more) winning pieces. */
  winningCells: Array<[number, number]>;
  /** The level's question ids in asking order; asking wraps around when they run out. */
  deck: string[];
  asked: number;
  /** The column the current player wants to drop into, waiting for their answer. */
  pendingColumn: number | null;
  correctAnswers: number;
  startedAt: number;
  finishedAt: number | null;
}

export type AnswerOutcome =
  | { kind: 'dropped'; row: number; column: number; player: Player }
  | { kind: 'wrong'; correctAnswer: string; nextPlayer: Player }
  | { kind: 'ignored' };

export function emptyBoard(): Board {
  return Array.from({ length: connectRows }, () => Array.from({ length: connectColumns }, (): Cell => 0));
}

/** The lowest empty row of a column, or -1 when the column is full. */
export function lowestEmptyRow(board: Board, column: number): number {
  for (let row = connectRows - 1; row >= 0; row--) if (board[row]?.[column] === 0) return row;
  return -1;
}

/** Drops a piece: it falls to the lowest empty row. Returns null for a full column. */
export function dropPiece(
  board: Board,
  column: number,
  player: Player,
): { board: Board; row: number } | null {
  const row = lowestEmptyRow(board, column);
  if (row < 0) return null;
  return {
    board: board.map((cells, r) =>
      r === row ? cells.map((c, col) => (col === column ? player : c)) : cells,
    ),
    row,
  };
}

const directions: ReadonlyArray<readonly [number, number]> = [
  [0, 1], // horizontal
  [1, 0], // vertical
  [1, 1], // diagonal down-right
  [1, -1], // diagonal down-left
];

/** The cells of a line of 4 or more through (row, column) for the piece there, or null. */
export function findWinningLine(board: Board, row: number, column: number): Array<[number, number]> | null {
  const player = board[row]?.[column];
  if (!player) return null;
  for (const [dr, dc] of directions) {
    const line: Array<[number, number]> = [[row, column]];
    for (const sign of [1, -1]) {
      let r = row + dr * sign;
      let c = column + dc * sign;
      while (board[r]?.[c] === player) {
        line.push([r, c]);
        r += dr * sign;
        c += dc * sign;
      }
    }
    if (line.length >= winLength) return line;
  }
  return null;
}

/** A full top row means no piece can drop any more: the game is a draw. */
export function isTopRowFull(board: Board): boolean {
  return board[0]!.every((cell) => cell !== 0);
}

export function newConnectGame(
  questions: readonly ConnectQuestion[],
  level: number,
  random: Random,
  now: number,
): ConnectState {
  const deck = shuffle(
    questions.filter((q) => q.level === level).map((q) => q.id),
    random,
  );
  return {
    level,
    board: emptyBoard(),
    current: 1,
    status: 'playing',
    winner: null,
    winningCells: [],
    deck,
    asked: 0,
    pendingColumn: null,
    correctAnswers: 0,
    startedAt: now,
    finishedAt: null,
  };
}

/** The question the current player must answer to drop a piece. */
export function currentQuestion(
  state: ConnectState,
  questions: readonly ConnectQuestion[],
): ConnectQuestion | null {
  const id = state.deck[state.asked % state.deck.length];
  return questions.find((q) => q.id === id) ?? null;
}

/** Picks the column to drop into (a column with room, while the game is on). */
export function chooseColumn(state: ConnectState, column: number): ConnectState {
  if (state.status !== 'playing' || column < 0 || column >= connectColumns) return state;
  if (lowestEmptyRow(state.board, column) < 0) return state;
  return { ...state, pendingColumn: column };
}

export function cancelColumn(state: ConnectState): ConnectState {
  return { ...state, pendingColumn: null };
}

const otherPlayer = (p: Player): Player => (p === 1 ? 2 : 1);

/**
 * Answers the question for the chosen column. Right: the piece drops and the same player goes
 * again unless the game ends. Wrong: no piece, and the turn passes.
 */
export function answer(
  state: ConnectState,
  questions: readonly ConnectQuestion[],
  answerIndex: number,
  now: number,
): { state: ConnectState; outcome: AnswerOutcome } {
  const question = currentQuestion(state, questions);
  if (state.status !== 'playing' || state.pendingColumn === null || !question)
    return { state, outcome: { kind: 'ignored' } };
  const next = { ...state, asked: state.asked + 1, pendingColumn: null };
  if (answerIndex !== question.correct) {
    const nextPlayer = otherPlayer(state.current);
    return {
      state: { ...next, current: nextPlayer },
      outcome: { kind: 'wrong', correctAnswer: question.answers[question.correct]!, nextPlayer },
    };
  }
  const dropped = dropPiece(state.board, state.pendingColumn, state.current);
  if (!dropped) return { state, outcome: { kind: 'ignored' } };
  const outcome: AnswerOutcome = {
    kind: 'dropped',
    row: dropped.row,
    column: state.pendingColumn,
    player: state.current,
  };
  const played = { ...next, board: dropped.board, correctAnswers: state.correctAnswers + 1 };
  const line = findWinningLine(dropped.board, dropped.row, state.pendingColumn);
  if (line)
    return {
      state: { ...played, status: 'won', winner: state.current, winningCells: line, finishedAt: now },
      outcome,
    };
  if (isTopRowFull(dropped.board)) return { state: { ...played, status: 'draw', finishedAt: now }, outcome };
  return { state: played, outcome };
}

/** Points for the record: 10 a right answer, times the level. */
export function connectScore(state: ConnectState): number {
  return state.correctAnswers * pointsPerCorrectAnswer * state.level;
}
