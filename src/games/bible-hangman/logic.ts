import { m } from '#messages';
import { type AgeBand, defaultGameBand } from '../shared/age-band.ts';
import { alphabets, plainLetter } from '../shared/letters.ts';
import { type Random, shuffle } from '../shared/random.ts';
import {
  type HangmanRules,
  hangmanBandRules,
  levelCount,
  maxWrongGuesses,
  pointsPerWordPerLevel,
  wordsPerLevel,
  wordsToAdvance,
} from './rules.ts';
import type { HangmanWord } from './schema.ts';

/** The game's numbers live in ./rules.ts (the schema reads them too); players of this module get them here. */
export * from './rules.ts';

/** The levels' names, in the page's language. */
const levelNames: readonly (() => string)[] = [
  m.games_hangman_level_1,
  m.games_hangman_level_2,
  m.games_hangman_level_3,
  m.games_hangman_level_4,
  m.games_hangman_level_5,
  m.games_hangman_level_6,
  m.games_hangman_level_7,
];

/** The English letter buttons, A to Z (a Spanish game has Ñ too: ../shared/letters.ts). */
export const alphabet: readonly string[] = alphabets.en;

/**
 * The picture's steps: a tower of six blocks, one block stacked for each wrong guess, bottom first
 * (a kinder picture than the old gallows, with the same count). The tower is built when the word is lost.
 */
export const towerBlocks: readonly { name: string; colour: 'sun' | 'coral' | 'leaf' | 'brand' | 'grape' }[] =
  [
    { name: 'first block', colour: 'brand' },
    { name: 'second block', colour: 'leaf' },
    { name: 'third block', colour: 'sun' },
    { name: 'fourth block', colour: 'coral' },
    { name: 'fifth block', colour: 'grape' },
    { name: 'top block', colour: 'sun' },
  ];

export type HangmanStatus = 'playing' | 'won' | 'lost' | 'mastered';
export type LevelOutcome = 'advanced' | 'retry' | 'mastered';

/** How the level that just ended went: shown as a message, and recorded as a finished game. */
export interface LevelResult {
  level: number;
  /** Words won on the level, the last one included: the "score out of 6". */
  wordsWon: number;
  /** Points won on the level. */
  points: number;
  outcome: LevelOutcome;
}

export interface HangmanState {
  words: readonly HangmanWord[];
  level: number;
  score: number;
  current: HangmanWord;
  /** Words of the level not drawn yet: each word is drawn once until the pool is spent. */
  pool: readonly HangmanWord[];
  /** Words of the level not finished yet, the current one included. */
  wordsLeft: number;
  /** Words won on the level before the current one. */
  correct: number;
  guessed: readonly string[];
  wrong: number;
  status: HangmanStatus;
  /** Set by the transition that ended a level; cleared when the next word is played. */
  lastLevel: LevelResult | null;
  /** When the current level started: each level is recorded as a game of its own. */
  startedAt: number;
  /** The age band's rules the game is played by. */
  rules: HangmanRules;
  /** The letters the player may guess: the language's alphabet (Spanish has Ñ). */
  letters: readonly string[];
}

/** Hangman's rules for an age band (see ./rules.ts). */
export function rulesFor(band: AgeBand): HangmanRules {
  return hangmanBandRules[band];
}

/**
 * Whether a word holds a guessed letter. Letters match without their accents (the U button finds the
 * Ú of JESÚS, as ../shared/letters.ts says); Ñ is a letter of its own, not N.
 */
export function hasLetter(word: string, letter: string): boolean {
  return [...word].some((l) => plainLetter(l) === letter);
}

/** The letters a word is dealt with, already shown: its first letter when the band says so. */
export function givenLetters(word: string, rules: HangmanRules): string[] {
  const first = word[0] && plainLetter(word[0]);
  if (!rules.firstLetterShown || !first || [...word].every((l) => plainLetter(l) === first)) return [];
  return [first];
}

export function levelName(level: number): string {
  return levelNames[level - 1]?.() ?? '';
}

export function pointsForWord(level: number): number {
  return pointsPerWordPerLevel * level;
}

function startLevel(
  words: readonly HangmanWord[],
  level: number,
  score: number,
  random: Random,
  lastLevel: LevelResult | null,
  now: number,
  rules: HangmanRules,
  letters: readonly string[],
): HangmanState {
  const [current, ...pool] = shuffle(
    words.filter((w) => w.level === level),
    random,
  );
  if (!current) throw new Error(`Bible Hangman has no words for level ${level}`);
  return {
    words,
    level,
    score,
    current,
    pool,
    wordsLeft: wordsPerLevel,
    correct: 0,
    guessed: givenLetters(current.word, rules),
    wrong: 0,
    status: 'playing',
    lastLevel,
    startedAt: now,
    rules,
    letters,
  };
}

/**
 * A new game at the band's starting level (level 1 unless it says otherwise) with 6 words left and
 * no points, guessed with `letters` (A to Z unless the language has more).
 */
export function newGame(
  words: readonly HangmanWord[],
  random: Random,
  now: number,
  rules: HangmanRules = rulesFor(defaultGameBand),
  letters: readonly string[] = alphabet,
): HangmanState {
  return startLevel(words, rules.startLevel, 0, random, null, now, rules, letters);
}

/** Restart Game: back to the starting level with 6 words left. */
export const restartGame = newGame;

export function isSolved(word: string, guessed: readonly string[]): boolean {
  return [...word].every((letter) => guessed.includes(plainLetter(letter)));
}

/** The word as shown, accents and all: each letter, or null where it is still hidden. */
export function maskedWord(word: string, guessed: readonly string[]): (string | null)[] {
  return [...word].map((letter) => (guessed.includes(plainLetter(letter)) ? letter : null));
}

/**
 * Guesses a letter (a typed "á" is the A button). A letter already guessed, one not among the game's
 * letters, or a guess outside a round in play, changes nothing.
 */
export function guess(state: HangmanState, rawLetter: string): HangmanState {
  const letter = plainLetter(rawLetter.toUpperCase());
  if (state.status !== 'playing' || !state.letters.includes(letter) || state.guessed.includes(letter))
    return state;
  const guessed = [...state.guessed, letter];
  if (!hasLetter(state.current.word, letter)) {
    const wrong = state.wrong + 1;
    return { ...state, guessed, wrong, status: wrong >= maxWrongGuesses ? 'lost' : 'playing' };
  }
  if (!isSolved(state.current.word, guessed)) return { ...state, guessed };
  return { ...state, guessed, status: 'won', score: state.score + pointsForWord(state.level) };
}

function drawNext(state: HangmanState, correct: number): HangmanState {
  const [current, ...pool] = state.pool;
  if (!current) throw new Error('Bible Hangman ran out of words before the level ended');
  return {
    ...state,
    current,
    pool,
    correct,
    wordsLeft: state.wordsLeft - 1,
    guessed: givenLetters(current.word, state.rules),
    wrong: 0,
    status: 'playing',
    lastLevel: null,
  };
}

/**
 * Ends the level. As in the original game, the threshold is tested on the count of words won
 * before the current word is added, so a level whose last word is won needs 4 wins among the
 * first 5 words; the message still counts the last word.
 */
function endLevel(state: HangmanState, random: Random, now: number): HangmanState {
  const passed = state.correct >= wordsToAdvance;
  const wordsWon = state.correct + (state.status === 'won' ? 1 : 0);
  const points = wordsWon * pointsForWord(state.level);
  if (passed && state.level >= levelCount) {
    return {
      ...state,
      status: 'mastered',
      correct: wordsWon,
      wordsLeft: 0,
      lastLevel: { level: state.level, wordsWon, points, outcome: 'mastered' },
    };
  }
  const outcome: LevelOutcome = passed ? 'advanced' : 'retry';
  const next = passed ? state.level + 1 : state.level;
  return startLevel(
    state.words,
    next,
    state.score,
    random,
    { level: state.level, wordsWon, points, outcome },
    now,
    state.rules,
    state.letters,
  );
}

/** Next Word, after a won word: the next word of the level, or the end of the level. */
export function nextWord(state: HangmanState, random: Random, now: number): HangmanState {
  if (state.status !== 'won') return state;
  if (state.wordsLeft <= 1) return endLevel(state, random, now);
  return drawNext(state, state.correct + 1);
}

/** Try Different Word, after a lost word: one word fewer is left on the level. */
export function tryDifferentWord(state: HangmanState, random: Random, now: number): HangmanState {
  if (state.status !== 'lost') return state;
  if (state.wordsLeft <= 1) return endLevel(state, random, now);
  return drawNext(state, state.correct);
}

/** The message for a lost word. */
export function lostMessage(word: string): string {
  return m.games_hangman_lost({ word });
}

/** The message at the end of a level, with the score out of 6. */
export function levelResultMessage(result: LevelResult): string {
  const score = `${result.wordsWon}/${wordsPerLevel}`;
  const { level } = result;
  switch (result.outcome) {
    case 'mastered':
      return m.games_hangman_level_mastered({ score, level, name: levelName(level) });
    case 'advanced':
      return m.games_hangman_level_advanced({ score, level, next: level + 1, name: levelName(level + 1) });
    case 'retry':
      return m.games_hangman_level_retry({ score, level, needed: wordsToAdvance });
  }
}
