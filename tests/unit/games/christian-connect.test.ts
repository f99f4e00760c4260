import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  answer,
  type Board,
  type ConnectState,
  chooseColumn,
  connectColumns,
  connectRows,
  connectScore,
  currentQuestion,
  dropPiece,
  emptyBoard,
  findWinningLine,
  isTopRowFull,
  lowestEmptyRow,
  newConnectGame,
  type Player,
} from '../../../src/games/christian-connect/logic.ts';
import { connectDataSchema } from '../../../src/games/christian-connect/schema.ts';
import { createRandom } from '../../../src/games/shared/random.ts';

const entry: unknown = JSON.parse(readFileSync('content/games/christian-connect.json', 'utf8'));
const data = connectDataSchema.parse(entry);
const questions = data.questions;
const now = 9_000;

/** Answers the current question for a column, rightly or wrongly. */
function play(state: ConnectState, column: number, right: boolean): ReturnType<typeof answer> {
  const q = currentQuestion(state, questions)!;
  const pick = right ? q.correct : (q.correct + 1) % q.answers.length;
  return answer(chooseColumn(state, column), questions, pick, now);
}

/** A board from rows of text: '.' empty, 'X' player 1, 'O' player 2 (top row first). */
function board(rows: string[]): Board {
  return rows.map((r) => [...r].map((ch) => (ch === 'X' ? 1 : ch === 'O' ? 2 : 0)));
}

function withBoard(b: Board, current: Player = 1): ConnectState {
  return { ...newConnectGame(questions, 1, createRandom(1), now), board: b, current };
}

describe('the Christian Connect data', () => {
  it('has 24 questions for each of the 3 levels', () => {
    for (const level of [1, 2, 3]) expect(questions.filter((q) => q.level === level)).toHaveLength(24);
    const broken = questions.map((q, i) => (i === 0 ? { ...q, level: 2 } : q));
    expect(() => connectDataSchema.parse({ ...data, questions: broken })).toThrow(/exactly 24 questions/);
    expect(() =>
      connectDataSchema.parse({
        ...data,
        questions: [{ ...questions[0]!, correct: 5 }, ...questions.slice(1)],
      }),
    ).toThrow();
  });
});

describe('the Connect Four board', () => {
  it('is 6 rows by 7 columns and pieces fall to the lowest empty row', () => {
    let b = emptyBoard();
    expect(b).toHaveLength(connectRows);
    expect(b.every((r) => r.length === connectColumns)).toBe(true);
    expect(connectRows).toBe(6);
    expect(connectColumns).toBe(7);
    b = dropPiece(b, 3, 1)!.board;
    expect(b[5]![3]).toBe(1);
    const second = dropPiece(b, 3, 2)!;
    expect(second.row).toBe(4);
    expect(lowestEmptyRow(second.board, 3)).toBe(3);
  });

  it('refuses a piece in a full column', () => {
    let b = emptyBoard();
    for (let i = 0; i < 6; i++) b = dropPiece(b, 0, 1)!.board;
    expect(lowestEmptyRow(b, 0)).toBe(-1);
    expect(dropPiece(b, 0, 2)).toBeNull();
  });

  it('finds four in a row horizontally', () => {
    const b = board(['.......', '.......', '.......', '.......', '.......', '.XXXX..']);
    expect(findWinningLine(b, 5, 2)?.length).toBe(4);
  });

  it('finds four in a column vertically', () => {
    const b = board(['.......', '.......', '...O...', '...O...', '...O...', '...O...']);
    expect(findWinningLine(b, 2, 3)?.length).toBe(4);
  });

  it('finds four on a diagonal going down to the right', () => {
    const b = board(['.......', '.......', 'X......', 'OX.....', 'OOX....', 'OOOX...']);
    expect(findWinningLine(b, 2, 0)?.length).toBe(4);
  });

  it('finds four on a diagonal going down to the left', () => {
    const b = board(['.......', '.......', '......O', '.....OX', '....OXX', '...OXXX']);
    expect(findWinningLine(b, 4, 4)?.length).toBe(4);
  });

  it('does not count three in a line or a broken line', () => {
    const b = board(['.......', '.......', '.......', '.......', '.......', 'XXX.X..']);
    expect(findWinningLine(b, 5, 0)).toBeNull();
    expect(findWinningLine(b, 5, 4)).toBeNull();
  });

  it('knows when the top row is full', () => {
    expect(isTopRowFull(board(['XOXOXOX', 'XOXOXOX', 'OXOXOXO', 'OXOXOXO', 'XOXOXOX', 'XOXOXOX']))).toBe(
      true,
    );
    expect(isTopRowFull(board(['XOXOXO.', 'XOXOXOX', 'OXOXOXO', 'OXOXOXO', 'XOXOXOX', 'XOXOXOX']))).toBe(
      false,
    );
  });
});

describe('Christian Connect turns', () => {
  it('asks questions of the chosen level only', () => {
    for (const level of [1, 2, 3]) {
      const s = newConnectGame(questions, level, createRandom(level), now);
      expect(s.deck).toHaveLength(24);
      expect(s.deck.every((id) => questions.find((q) => q.id === id)!.level === level)).toBe(true);
    }
  });

  it('drops the piece on a right answer and keeps the turn', () => {
    const r = play(newConnectGame(questions, 1, createRandom(2), now), 4, true);
    expect(r.outcome).toEqual({ kind: 'dropped', row: 5, column: 4, player: 1 });
    expect(r.state.board[5]![4]).toBe(1);
    expect(r.state.current).toBe(1);
    expect(r.state.asked).toBe(1);
  });

  it('passes the turn on a wrong answer without dropping a piece', () => {
    const s = newConnectGame(questions, 2, createRandom(3), now);
    const q = currentQuestion(s, questions)!;
    const r = play(s, 4, false);
    expect(r.outcome).toEqual({ kind: 'wrong', correctAnswer: q.answers[q.correct], nextPlayer: 2 });
    expect(r.state.board.flat().every((c) => c === 0)).toBe(true);
    expect(r.state.current).toBe(2);
  });

  it('waits for a column before an answer counts, and refuses a full column', () => {
    const s = newConnectGame(questions, 1, createRandom(4), now);
    expect(answer(s, questions, 0, now).outcome).toEqual({ kind: 'ignored' });
    const full = withBoard(board(['X......', 'O......', 'X......', 'O......', 'X......', 'O......']));
    expect(chooseColumn(full, 0).pendingColumn).toBeNull();
  });

  it('wins with four right answers in one column, and ends the game', () => {
    let s = newConnectGame(questions, 3, createRandom(5), now);
    for (let i = 0; i < 4; i++) s = play(s, 2, true).state;
    expect(s.status).toBe('won');
    expect(s.winner).toBe(1);
    expect(s.winningCells).toHaveLength(4);
    expect(s.finishedAt).toBe(now);
    expect(connectScore(s)).toBe(4 * 10 * 3);
    expect(chooseColumn(s, 3)).toBe(s);
  });

  it('is a draw when the last piece fills the top row without a line of four', () => {
    const b = board(['XOXOXO.', 'XOXOXOO', 'OXOXOXX', 'OXOXOXO', 'XOXOXOX', 'XOXOXOX']);
    const r = play(withBoard(b, 1), 6, true);
    expect(r.state.status).toBe('draw');
    expect(r.state.winner).toBeNull();
  });

  it('gives a win rather than a draw when the last piece makes four', () => {
    const b = board(['XXX.OXO', 'OOXOXOX', 'XXOXOXO', 'OOXOXOX', 'XXOXOXO', 'OOXOXOX']);
    const r = play(withBoard(b, 1), 3, true);
    expect(r.state.status).toBe('won');
  });

  it('goes round the deck again after 24 questions', () => {
    let s = newConnectGame(questions, 1, createRandom(6), now);
    const first = currentQuestion(s, questions)!.id;
    for (let i = 0; i < 24; i++) s = play(s, i % 7, false).state;
    expect(currentQuestion(s, questions)!.id).toBe(first);
  });
});
