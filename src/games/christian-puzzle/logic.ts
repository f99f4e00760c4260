import { m } from '#messages';
import type { AgeBand } from '../shared/age-band.ts';
import { type Random, shuffle } from '../shared/random.ts';
import { type PuzzleRules, puzzleBandRules } from './rules.ts';
import type { PuzzlePair } from './schema.ts';

export { puzzleBandRules } from './rules.ts';

/** The Christian Puzzle's rules for an age band (see ./rules.ts). */
export function rulesFor(band: AgeBand): PuzzleRules {
  return puzzleBandRules[band];
}

/** The pairs an age band plays: the data's first `pairCount`. */
export function pairsFor(band: AgeBand, pairs: readonly PuzzlePair[]): PuzzlePair[] {
  return pairs.slice(0, rulesFor(band).pairCount);
}

/** The error toast for a wrong pair. */
/** What a wrong pair says (toast and note). */
export const wrongPairMessage: () => string = m.games_puzzle_wrong;
export const pointsPerPair = 10;

export interface PuzzleState {
  /** Pair ids in the order the characters are shown. */
  characterOrder: string[];
  /** Pair ids in the order the items are shown (shuffled apart from the characters). */
  itemOrder: string[];
  /** The character picked and waiting for its item. */
  selected: string | null;
  matched: string[];
  mistakes: number;
  startedAt: number;
  finishedAt: number | null;
}

export type PuzzleOutcome = 'match' | 'wrong' | 'no-character' | 'ignored';

export function newPuzzle(pairs: readonly PuzzlePair[], random: Random, now: number): PuzzleState {
  const ids = pairs.map((p) => p.id);
  return {
    characterOrder: shuffle(ids, random),
    itemOrder: shuffle(ids, random),
    selected: null,
    matched: [],
    mistakes: 0,
    startedAt: now,
    finishedAt: null,
  };
}

/** Picks a character (picking it again lets it go). Matched characters cannot be picked. */
export function selectCharacter(state: PuzzleState, id: string): PuzzleState {
  if (state.finishedAt !== null || state.matched.includes(id) || !state.characterOrder.includes(id))
    return state;
  return { ...state, selected: state.selected === id ? null : id };
}

/** Tries the picked character with an item: a match stays, a wrong pair clears the pick. */
export function chooseItem(
  state: PuzzleState,
  itemId: string,
  now: number,
): { state: PuzzleState; outcome: PuzzleOutcome } {
  if (state.finishedAt !== null || state.matched.includes(itemId) || !state.itemOrder.includes(itemId)) {
    return { state, outcome: 'ignored' };
  }
  if (state.selected === null) return { state, outcome: 'no-character' };
  if (state.selected !== itemId) {
    return { state: { ...state, selected: null, mistakes: state.mistakes + 1 }, outcome: 'wrong' };
  }
  const matched = [...state.matched, itemId];
  const done = matched.length === state.characterOrder.length;
  return { state: { ...state, selected: null, matched, finishedAt: done ? now : null }, outcome: 'match' };
}

export function puzzleScore(state: PuzzleState): number {
  return state.matched.length * pointsPerPair;
}
