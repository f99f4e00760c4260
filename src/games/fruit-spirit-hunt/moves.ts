import { m } from '#messages';
import { type HuntBoard, type ItemRef, pathNeighbours, type TreeBoard } from './boards.ts';
import { keepSearchingMessage, notFruitMessage, wrongAnswerMessage, wrongOrderMessage } from './levels.ts';
import type { HuntData } from './schema.ts';

/** What the player does: open a spot, choose an answer or tile, step on the path, take or hang a fruit. */
export type HuntAction =
  | { type: 'open'; index: number }
  | { type: 'choose'; item: ItemRef }
  | { type: 'step'; index: number }
  | { type: 'take'; index: number }
  | { type: 'hang'; fruitId: string };

export type HuntFeedback =
  | { kind: 'found'; fruitId: string }
  | { kind: 'empty' }
  | { kind: 'not-fruit' }
  | { kind: 'wrong-order' }
  | { kind: 'wrong' }
  | { kind: 'too-far' }
  | { kind: 'no-selection' }
  | { kind: 'moved' }
  | { kind: 'selected' }
  | { kind: 'ignored' };

/** Feedback kinds that cost time on a timed level. */
export const penalisedFeedback: ReadonlySet<HuntFeedback['kind']> = new Set([
  'not-fruit',
  'wrong-order',
  'wrong',
]);

/** The words shown for a piece of feedback, or null when nothing is said. */
export function feedbackMessage(feedback: HuntFeedback): string | null {
  switch (feedback.kind) {
    case 'not-fruit':
      return notFruitMessage();
    case 'wrong-order':
      return wrongOrderMessage();
    case 'wrong':
      return wrongAnswerMessage();
    case 'empty':
      return keepSearchingMessage();
    case 'too-far':
      return m.games_hunt_too_far();
    case 'no-selection':
      return m.games_hunt_no_selection();
    default:
      return null;
  }
}

interface MoveResult {
  board: HuntBoard;
  feedback: HuntFeedback;
}

const ignored = (board: HuntBoard): MoveResult => ({ board, feedback: { kind: 'ignored' } });

/** The fruit the current question or clue is about, for the boards that ask one at a time. */
export function targetFruit(board: HuntBoard, found: readonly string[], data: HuntData): string | null {
  switch (board.kind) {
    case 'matcher':
      return board.rounds[found.length]?.fruitId ?? null;
    case 'sequence':
      return data.fruits[found.length]?.id ?? null;
    case 'verse':
      return board.order[found.length] ?? null;
    default:
      return null;
  }
}

function answerFor(board: HuntBoard, item: ItemRef, found: readonly string[], data: HuntData): MoveResult {
  const target = targetFruit(board, found, data);
  if (target === null || (item.kind === 'fruit' && found.includes(item.id))) return ignored(board);
  if (item.kind === 'decoy') return { board, feedback: { kind: 'not-fruit' } };
  if (item.id === target) return { board, feedback: { kind: 'found', fruitId: item.id } };
  return { board, feedback: { kind: board.kind === 'sequence' ? 'wrong-order' : 'wrong' } };
}

function treeMove(board: TreeBoard, action: HuntAction, found: readonly string[]): MoveResult {
  if (action.type === 'take') {
    const item = board.basket[action.index];
    if (!item || found.includes(item.id) || board.tossed.includes(item.id)) return ignored(board);
    if (item.kind === 'decoy')
      return {
        board: { ...board, tossed: [...board.tossed, item.id], selected: null },
        feedback: { kind: 'not-fruit' },
      };
    return {
      board: { ...board, selected: board.selected === item.id ? null : item.id },
      feedback: { kind: 'selected' },
    };
  }
  if (action.type !== 'hang' || found.includes(action.fruitId)) return ignored(board);
  if (board.selected === null) return { board, feedback: { kind: 'no-selection' } };
  const next = { ...board, selected: null };
  if (board.selected === action.fruitId)
    return { board: next, feedback: { kind: 'found', fruitId: action.fruitId } };
  return { board: next, feedback: { kind: 'wrong' } };
}

/** Applies one action to a level's board; finding a fruit is reported, the level logic counts it. */
export function applyMove(
  board: HuntBoard,
  action: HuntAction,
  found: readonly string[],
  data: HuntData,
): MoveResult {
  switch (board.kind) {
    case 'garden':
    case 'memory': {
      if (action.type !== 'open' || board.opened[action.index] !== false) return ignored(board);
      const opened = board.opened.map((o, i) => o || i === action.index);
      const spot = board.spots[action.index];
      const next = { ...board, opened };
      if (!spot) return { board: next, feedback: { kind: 'empty' } };
      if (spot.kind === 'decoy') return { board: next, feedback: { kind: 'not-fruit' } };
      return { board: next, feedback: { kind: 'found', fruitId: spot.id } };
    }
    case 'matcher':
    case 'sequence':
    case 'verse':
      return action.type === 'choose' ? answerFor(board, action.item, found, data) : ignored(board);
    case 'path': {
      if (action.type !== 'step' || action.index === board.position) return ignored(board);
      if (action.index < 0 || action.index >= board.squares.length) return ignored(board);
      if (!pathNeighbours(board.position).includes(action.index))
        return { board, feedback: { kind: 'too-far' } };
      const square = board.squares[action.index];
      if (square?.kind === 'decoy') return { board, feedback: { kind: 'not-fruit' } };
      const next = { ...board, position: action.index, visited: [...board.visited, action.index] };
      if (square && !found.includes(square.id))
        return { board: next, feedback: { kind: 'found', fruitId: square.id } };
      return { board: next, feedback: { kind: 'moved' } };
    }
    case 'tree':
      return treeMove(board, action, found);
  }
}
