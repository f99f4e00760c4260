import { m } from '#messages';
import type { AgeBand } from '../shared/age-band.ts';
import { type Random, shuffle } from '../shared/random.ts';
import { type ScrambledRules, scrambledBandRules } from './rules.ts';
import type { ScrambledVerse, ScrambledVerseData } from './schema.ts';

export { scrambledBandRules, shortVerseReferences, verseCount, verseReferences } from './rules.ts';

/** Scrambled Verse's rules for an age band (see ./rules.ts). */
export function rulesFor(band: AgeBand): ScrambledRules {
  return scrambledBandRules[band];
}

/** The verses an age band unscrambles, in play order. */
export function versesFor(band: AgeBand, data: ScrambledVerseData): readonly ScrambledVerse[] {
  return data[rulesFor(band).verseList];
}

/** A word of the verse. Ids tell apart words that appear twice (John 3:16 has "that" twice). */
export interface WordTile {
  id: number;
  word: string;
}

export interface ScrambledState {
  verses: readonly ScrambledVerse[];
  index: number;
  /** Words still to place, in the order shown. */
  bank: readonly WordTile[];
  /** The answer so far. */
  placed: readonly WordTile[];
  solved: boolean;
  /** Verses solved so far: the score. */
  score: number;
  /** The last verse was solved: the final score shows. */
  finished: boolean;
  startedAt: number;
}

/** A verse's words in order, punctuation kept with its word. */
export function verseWords(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** Solved when the placed words equal the verse's words in order. */
export function isInOrder(words: readonly string[], placed: readonly WordTile[]): boolean {
  return placed.length === words.length && placed.every((tile, i) => tile.word === words[i]);
}

/** The verse's words shuffled, never dealt already in order. */
function scramble(words: readonly string[], random: Random): WordTile[] {
  const tiles = words.map((word, id) => ({ id, word }));
  let dealt = shuffle(tiles, random);
  for (let tries = 0; tries < 10 && isInOrder(words, dealt); tries++) dealt = shuffle(tiles, random);
  if (isInOrder(words, dealt)) dealt = [...dealt.slice(1), dealt[0]!];
  return dealt;
}

function deal(
  verses: readonly ScrambledVerse[],
  index: number,
  score: number,
  random: Random,
  startedAt: number,
): ScrambledState {
  const verse = verses[index];
  if (!verse) throw new Error(`Scrambled Verse has no verse ${index}`);
  return {
    verses,
    index,
    bank: scramble(verseWords(verse.text), random),
    placed: [],
    solved: false,
    score,
    finished: false,
    startedAt,
  };
}

export function newGame(verses: readonly ScrambledVerse[], random: Random, now: number): ScrambledState {
  return deal(verses, 0, 0, random, now);
}

/** Play Again: the first verse, score 0. */
export const playAgain = newGame;

export function currentVerse(state: ScrambledState): ScrambledVerse {
  return state.verses[state.index]!;
}

export function isLastVerse(state: ScrambledState): boolean {
  return state.index >= state.verses.length - 1;
}

/** Every word is placed but the order is wrong. */
export function isFullButWrong(state: ScrambledState): boolean {
  return !state.solved && state.bank.length === 0;
}

/** Tapping a word places it at the end of the answer. */
export function placeWord(state: ScrambledState, id: number): ScrambledState {
  const tile = state.bank.find((t) => t.id === id);
  if (state.solved || !tile) return state;
  const placed = [...state.placed, tile];
  const bank = state.bank.filter((t) => t.id !== id);
  if (!isInOrder(verseWords(currentVerse(state).text), placed)) return { ...state, bank, placed };
  return { ...state, bank, placed, solved: true, score: state.score + 1, finished: isLastVerse(state) };
}

/** Tapping a placed word takes it out of the answer and puts it back with the other words. */
export function removeWord(state: ScrambledState, id: number): ScrambledState {
  const tile = state.placed.find((t) => t.id === id);
  if (state.solved || !tile) return state;
  return { ...state, placed: state.placed.filter((t) => t.id !== id), bank: [...state.bank, tile] };
}

/** Shuffle Words: mixes the words not yet placed; the answer so far stays. */
export function shuffleWords(state: ScrambledState, random: Random): ScrambledState {
  if (state.solved) return state;
  return { ...state, bank: shuffle(state.bank, random) };
}

/**
 * Next Verse: the next verse, solved or not (a stuck player may move on, which the final score
 * shows). The last verse must be solved: that is what shows the final score.
 */
export function nextVerse(state: ScrambledState, random: Random): ScrambledState {
  if (isLastVerse(state)) return state;
  return deal(state.verses, state.index + 1, state.score, random, state.startedAt);
}

export function finalScoreMessage(score: number, of: number): string {
  return m.games_scrambled_final({ score, total: of });
}
