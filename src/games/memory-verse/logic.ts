import type { AgeBand } from '../shared/age-band.ts';
import { plainWord } from '../shared/letters.ts';
import { type MemoryRules, memoryBandRules, pointsPerCorrect } from './rules.ts';
import type { MemoryVerse, MemoryVerseData } from './schema.ts';

export { memoryBandRules, pointsPerCorrect, verseCount } from './rules.ts';

/** Memory Verse's rules for an age band (see ./rules.ts). */
export function rulesFor(band: AgeBand): MemoryRules {
  return memoryBandRules[band];
}

/** A new game by an age band's rules: its verse list, in its starting mode. */
export function newGameFor(band: AgeBand, data: MemoryVerseData, now: number): MemoryVerseState {
  const rules = rulesFor(band);
  return newGame(data[rules.verseList], now, rules.startMode);
}

/** Practice: the verse is shown. Memorize: the verse is hidden. */
export type MemoryMode = 'practice' | 'memorize';
export type Feedback = 'none' | 'correct' | 'wrong';

export interface MemoryVerseState {
  verses: readonly MemoryVerse[];
  index: number;
  mode: MemoryMode;
  /** Every check counts. */
  attempts: number;
  score: number;
  feedback: Feedback;
  /** Show Verse was pressed for this verse: a right answer now earns nothing. */
  shown: boolean;
  /** References answered right while hidden: these count as mastered for Memory Master. */
  mastered: readonly string[];
  finished: boolean;
  startedAt: number;
}

/**
 * Answers are compared lowercased, without punctuation, trimmed, and without accents (the 1909
 * "á" and "amó" typed "a" and "amo" on a keyboard without accents; ñ stays ñ). Runs of spaces
 * count as one, so an extra space between words is not a wrong answer.
 */
export function normalizeAnswer(text: string): string {
  return plainWord(text.toLowerCase())
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function isCorrectAnswer(answer: string, verse: string): boolean {
  return normalizeAnswer(answer) === normalizeAnswer(verse);
}

export function newGame(
  verses: readonly MemoryVerse[],
  now: number,
  mode: MemoryMode = 'practice',
): MemoryVerseState {
  return {
    verses,
    index: 0,
    mode,
    attempts: 0,
    score: 0,
    feedback: 'none',
    shown: false,
    mastered: [],
    finished: false,
    startedAt: now,
  };
}

/** Play Again: the first verse, in the same mode. */
export function playAgain(state: MemoryVerseState, now: number): MemoryVerseState {
  return newGame(state.verses, now, state.mode);
}

export function currentVerse(state: MemoryVerseState): MemoryVerse {
  return state.verses[state.index]!;
}

/** Whether the player can see the verse: always in practice, after Show Verse in memorization. */
export function isVerseVisible(state: MemoryVerseState): boolean {
  return state.mode === 'practice' || state.shown;
}

/** Switching modes keeps the verse and the score and starts the verse's answer afresh. */
export function setMode(state: MemoryVerseState, mode: MemoryMode): MemoryVerseState {
  if (state.finished || state.feedback === 'correct') return { ...state, mode };
  return { ...state, mode, shown: false, feedback: 'none' };
}

/** Checks an answer. Each check is an attempt; a right answer with the verse hidden scores 1. */
export function check(state: MemoryVerseState, answer: string): MemoryVerseState {
  if (state.finished || state.feedback === 'correct') return state;
  const attempts = state.attempts + 1;
  if (!isCorrectAnswer(answer, currentVerse(state).text)) return { ...state, attempts, feedback: 'wrong' };
  if (isVerseVisible(state)) return { ...state, attempts, feedback: 'correct' };
  const { reference } = currentVerse(state);
  const mastered = state.mastered.includes(reference) ? state.mastered : [...state.mastered, reference];
  return { ...state, attempts, feedback: 'correct', score: state.score + pointsPerCorrect, mastered };
}

/** Try Again, after "Not quite right!". */
export function tryAgain(state: MemoryVerseState): MemoryVerseState {
  return state.feedback === 'wrong' ? { ...state, feedback: 'none' } : state;
}

/** Show Verse, after "Not quite right!": reveals the verse. */
export function showVerse(state: MemoryVerseState): MemoryVerseState {
  return state.feedback === 'wrong' ? { ...state, feedback: 'none', shown: true } : state;
}

/** Next Verse, after a right answer; after the fifth verse the game is finished. */
export function nextVerse(state: MemoryVerseState): MemoryVerseState {
  if (state.feedback !== 'correct' || state.finished) return state;
  if (state.index >= state.verses.length - 1) return { ...state, finished: true };
  return { ...state, index: state.index + 1, feedback: 'none', shown: false };
}
