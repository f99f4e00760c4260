import { m } from '#messages';
import { type AgeBand, defaultGameBand } from '../shared/age-band.ts';
import { type AdventureRules, adventureBandRules } from './rules.ts';
import type { AdventureChapter, AdventureChoice, StatChange } from './schema.ts';
import { adventureLevelCount } from './sizes.ts';

export { adventureBandRules } from './rules.ts';

/** Bible Adventure's rules for an age band (see ./rules.ts). */
export function rulesFor(band: AgeBand): AdventureRules {
  return adventureBandRules[band];
}

/** A level is passed with a stat total of 12 or more (before bands; see ./rules.ts). */
export const levelUpStatTotal = 12;
/** The result of a choice shows for 2 seconds before the next chapter. */
export const nextChapterDelayMs = 2000;

export type Stats = StatChange;
export const emptyStats: Stats = { wisdom: 0, courage: 0, faith: 0 };

export type AdventurePhase = 'choosing' | 'result' | 'levelUp' | 'repeat' | 'complete';

export interface AdventureState {
  level: number;
  /** Position of the current chapter within its level (0, 1 or 2). */
  chapterIndex: number;
  /** This level's wisdom, courage and faith: each level starts from 0 again. */
  stats: Stats;
  /** Points over the whole game; a repeated level keeps what was earned. */
  score: number;
  phase: AdventurePhase;
  /** The choice just made, shown during the result phase. */
  lastChoice: AdventureChoice | null;
  lastPoints: number;
  /** When the result phase moves on; null otherwise. */
  advanceAt: number | null;
  startedAt: number;
  finishedAt: number | null;
  /** The age band's rules the adventure is played by. */
  rules: AdventureRules;
}

/** The message when a level ends below the stat total needed (the level repeats). */
export function repeatLevelMessage(level: number): string {
  return m.games_adventure_repeat({ level });
}

/** Points for a choice: level x (sum of its stat changes + 3), never below 0. */
export function choicePoints(level: number, change: StatChange): number {
  return Math.max(0, level * (change.wisdom + change.courage + change.faith + 3));
}

/** Adds a choice's changes; no stat drops below 0. */
export function applyStatChange(stats: Stats, change: StatChange): Stats {
  return {
    wisdom: Math.max(0, stats.wisdom + change.wisdom),
    courage: Math.max(0, stats.courage + change.courage),
    faith: Math.max(0, stats.faith + change.faith),
  };
}

export function statTotal(stats: Stats): number {
  return stats.wisdom + stats.courage + stats.faith;
}

/** The chapters of a level in the order they are played. */
export function chaptersOfLevel(chapters: readonly AdventureChapter[], level: number): AdventureChapter[] {
  return chapters.filter((c) => c.level === level);
}

export function currentChapter(
  state: AdventureState,
  chapters: readonly AdventureChapter[],
): AdventureChapter | null {
  return chaptersOfLevel(chapters, state.level)[state.chapterIndex] ?? null;
}

/** A new adventure on the band's starting level (level 1 unless it says otherwise). */
export function newAdventure(now: number, rules: AdventureRules = rulesFor(defaultGameBand)): AdventureState {
  return {
    rules,
    level: rules.startLevel,
    chapterIndex: 0,
    stats: emptyStats,
    score: 0,
    phase: 'choosing',
    lastChoice: null,
    lastPoints: 0,
    advanceAt: null,
    startedAt: now,
    finishedAt: null,
  };
}

/** Makes a choice in the current chapter: stats and score change, and the result shows for 2 s. */
export function choose(
  state: AdventureState,
  chapters: readonly AdventureChapter[],
  choiceIndex: number,
  now: number,
): AdventureState {
  if (state.phase !== 'choosing') return state;
  const choice = currentChapter(state, chapters)?.choices[choiceIndex];
  if (!choice) return state;
  const points = choicePoints(state.level, choice.stats);
  return {
    ...state,
    stats: applyStatChange(state.stats, choice.stats),
    score: state.score + points,
    phase: 'result',
    lastChoice: choice,
    lastPoints: points,
    advanceAt: now + nextChapterDelayMs,
  };
}

/**
 * Moves on once the result has shown for 2 seconds: to the next chapter, or, after the level's last
 * chapter, to level-up (the band's stat total, 12 before bands, below level 3), completion (level 3)
 * or a repeat.
 */
export function tick(
  state: AdventureState,
  chapters: readonly AdventureChapter[],
  now: number,
): AdventureState {
  if (state.phase !== 'result' || state.advanceAt === null || now < state.advanceAt) return state;
  const moved = { ...state, advanceAt: null, lastChoice: null };
  if (state.chapterIndex + 1 < chaptersOfLevel(chapters, state.level).length) {
    return { ...moved, phase: 'choosing', chapterIndex: state.chapterIndex + 1 };
  }
  if (state.level >= adventureLevelCount) return { ...moved, phase: 'complete', finishedAt: state.advanceAt };
  if (statTotal(state.stats) >= state.rules.levelUpStatTotal) return { ...moved, phase: 'levelUp' };
  return { ...moved, phase: 'repeat' };
}

/** After a level-up or a repeat: the next (or the same) level starts at its first chapter with fresh stats. */
export function startNextLevel(state: AdventureState): AdventureState {
  if (state.phase !== 'levelUp' && state.phase !== 'repeat') return state;
  const level = state.phase === 'levelUp' ? state.level + 1 : state.level;
  return { ...state, level, chapterIndex: 0, stats: emptyStats, phase: 'choosing', lastPoints: 0 };
}
