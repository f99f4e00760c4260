import type { AgeBand } from '../shared/age-band.ts';
import { type Random, shuffle } from '../shared/random.ts';
import { type MatchingRules, matchingBandRules } from './rules.ts';
import type { VersePair } from './schema.ts';

export { matchingBandRules } from './rules.ts';

/** Memory Verse Matching's rules for an age band (see ./rules.ts). */
export function rulesFor(band: AgeBand): MatchingRules {
  return matchingBandRules[band];
}

/** The pairs an age band plays: the first of the data's pairs whose verse is short enough. */
export function pairsFor(band: AgeBand, pairs: readonly VersePair[]): VersePair[] {
  const { pairCount, maxVerseWords } = rulesFor(band);
  return pairs.filter((p) => p.verse.split(/\s+/).length <= maxVerseWords).slice(0, pairCount);
}

/** A face-up pair resolves 1 second after the second card is flipped. */
export const resolveDelayMs = 1000;
export const perfectScore = 100;
/** Points lost for each move beyond the 6 a perfect game needs. */
export const pointsPerExtraMove = 5;
export const minimumScore = 10;

export interface MatchingCard {
  /** The pair this card belongs to; a verse and its reference share it. */
  pairId: string;
  kind: 'verse' | 'reference';
  text: string;
}

export interface MatchingState {
  cards: MatchingCard[];
  /** Indices of the cards turned up and not yet resolved (0, 1 or 2). */
  faceUp: number[];
  /** Pair ids matched so far: their cards stay face up. */
  matched: string[];
  /** One move is one pair of cards flipped. */
  moves: number;
  /** When the two face-up cards resolve; null when no pair is waiting. */
  resolveAt: number | null;
  startedAt: number;
  finishedAt: number | null;
}

/** A new game: the cards shuffled, a verse card and a reference card for each pair (12 for 6 pairs). */
export function newMatchingGame(pairs: readonly VersePair[], random: Random, now: number): MatchingState {
  const cards = pairs.flatMap((p): MatchingCard[] => [
    { pairId: p.id, kind: 'verse', text: p.verse },
    { pairId: p.id, kind: 'reference', text: p.reference },
  ]);
  return {
    cards: shuffle(cards, random),
    faceUp: [],
    matched: [],
    moves: 0,
    resolveAt: null,
    startedAt: now,
    finishedAt: null,
  };
}

export function isCardShowing(state: MatchingState, index: number): boolean {
  const card = state.cards[index];
  return !!card && (state.faceUp.includes(index) || state.matched.includes(card.pairId));
}

/**
 * Turns a card up. Ignored while a pair is resolving, once the game is won, or for a card that
 * already shows. The second card of a pair counts a move and starts the 1-second wait.
 */
export function flipCard(state: MatchingState, index: number, now: number): MatchingState {
  if (state.resolveAt !== null || state.finishedAt !== null) return state;
  if (index < 0 || index >= state.cards.length || isCardShowing(state, index)) return state;
  if (state.faceUp.length === 0) return { ...state, faceUp: [index] };
  return {
    ...state,
    faceUp: [...state.faceUp, index],
    moves: state.moves + 1,
    resolveAt: now + resolveDelayMs,
  };
}

/** Resolves the waiting pair once its time has come: a match stays up, a miss turns back down. */
export function tick(state: MatchingState, now: number): MatchingState {
  if (state.resolveAt === null || now < state.resolveAt) return state;
  const [a, b] = state.faceUp.map((i) => state.cards[i]!);
  const isMatch = !!a && !!b && a.pairId === b.pairId;
  const matched = isMatch ? [...state.matched, a.pairId] : state.matched;
  const won = matched.length * 2 === state.cards.length;
  return { ...state, faceUp: [], matched, resolveAt: null, finishedAt: won ? state.resolveAt : null };
}

export function isWon(state: MatchingState): boolean {
  return state.finishedAt !== null;
}

/** 100 for a perfect game (one move a pair), 5 fewer for each extra move, never below 10. */
export function matchingScore(moves: number, pairCount: number): number {
  return Math.max(minimumScore, perfectScore - pointsPerExtraMove * Math.max(0, moves - pairCount));
}
