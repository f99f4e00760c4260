import { type AgeBand, defaultGameBand } from '../shared/age-band.ts';
import { createRandom } from '../shared/random.ts';
import { boardSeed, createBoard, type HuntBoard } from './boards.ts';
import {
  fruitCount,
  fruitsToAdvance,
  huntLevel,
  huntLevelCount,
  memorizeMs,
  retryDelayMs,
  wrongPickPenaltySeconds,
} from './levels.ts';
import { applyMove, type HuntAction, type HuntFeedback, penalisedFeedback } from './moves.ts';
import { type HuntRules, huntBandRules } from './rules.ts';
import type { HuntData } from './schema.ts';

export { huntBandRules } from './rules.ts';

/** The Hunt's rules for an age band (see ./rules.ts). */
export function rulesFor(band: AgeBand): HuntRules {
  return huntBandRules[band];
}

/**
 * ready: the level's how-to and a Start button; memorize: the Memory level's 3-second look;
 * playing; passed: 7 or more found, Next Level waits; retrying: too few found, the level starts
 * again 2 seconds later; finished: level 7 passed, the final screen.
 */
export type HuntPhase = 'ready' | 'memorize' | 'playing' | 'passed' | 'retrying' | 'finished';

export interface HuntState {
  /** Seeds every board of this game; a retry gets a fresh layout from (seed, level, attempt). */
  seed: number;
  level: number;
  attempt: number;
  phase: HuntPhase;
  board: HuntBoard;
  /** Fruit ids found on this level, in the order found. */
  found: string[];
  /** Points over the whole game; a retried level keeps what it earned. */
  score: number;
  /** When the level's clock started (after the memorize look); null before it starts. */
  clockStartedAt: number | null;
  memorizeEndsAt: number | null;
  penaltySeconds: number;
  /** Why the level ended: every fruit found, or the clock ran out. */
  endReason: 'all-found' | 'time-up' | null;
  /** When the level ended; the clock on screen stops there. */
  endedAt: number | null;
  retryAt: number | null;
  startedAt: number;
  finishedAt: number | null;
  /** The age band's rules the hunt is played by. */
  rules: HuntRules;
}

function levelBoard(data: HuntData, seed: number, level: number, attempt: number): HuntBoard {
  return createBoard(huntLevel(level).mechanic, data, createRandom(boardSeed(seed, level, attempt)));
}

function freshLevel(state: HuntState, data: HuntData, level: number, attempt: number): HuntState {
  return {
    ...state,
    level,
    attempt,
    phase: 'ready',
    board: levelBoard(data, state.seed, level, attempt),
    found: [],
    clockStartedAt: null,
    memorizeEndsAt: null,
    penaltySeconds: 0,
    endReason: null,
    endedAt: null,
    retryAt: null,
  };
}

/** A new hunt on the band's starting level (level 1 unless it says otherwise). */
export function newHunt(
  data: HuntData,
  seed: number,
  now: number,
  rules: HuntRules = rulesFor(defaultGameBand),
): HuntState {
  const blank = { seed, score: 0, startedAt: now, finishedAt: null, rules } as HuntState;
  return freshLevel(blank, data, rules.startLevel, 0);
}

/** The seconds on the current level's clock under the band's rules, or null on the untimed level. */
export function timeLimitSeconds(state: HuntState): number | null {
  const limit = huntLevel(state.level).timeLimitSeconds;
  return limit === null ? null : Math.round(limit * state.rules.timeFactor);
}

/** Starts the level: the Memory level first shows every spot for 3 s, the others start the clock. */
export function startLevel(state: HuntState, now: number): HuntState {
  if (state.phase !== 'ready') return state;
  if (huntLevel(state.level).mechanic === 'memory')
    return { ...state, phase: 'memorize', memorizeEndsAt: now + memorizeMs };
  return { ...state, phase: 'playing', clockStartedAt: now };
}

/** When the clock runs out (penalties bring it closer), or null on the untimed level. */
export function clockEndsAt(state: HuntState): number | null {
  const limit = timeLimitSeconds(state);
  if (limit === null || state.clockStartedAt === null) return null;
  return state.clockStartedAt + (limit - state.penaltySeconds) * 1000;
}

/** Whole seconds left on the clock (never below 0), or null on the untimed level. */
export function timeLeftSeconds(state: HuntState, now: number): number | null {
  const limit = timeLimitSeconds(state);
  if (limit === null) return null;
  const endsAt = clockEndsAt(state);
  if (endsAt === null) return limit;
  const at = state.endedAt ?? now;
  return Math.max(0, Math.ceil((endsAt - at) / 1000));
}

/** The next moment `tick` has something to do, for the island's single timer. */
export function nextDueAt(state: HuntState): number | null {
  if (state.phase === 'memorize') return state.memorizeEndsAt;
  if (state.phase === 'retrying') return state.retryAt;
  if (state.phase === 'playing') return clockEndsAt(state);
  return null;
}

/** The level ends: 7 or more fruits advance (level 7 finishes the game), fewer retry after 2 s. */
function endLevel(state: HuntState, reason: 'all-found' | 'time-up', at: number): HuntState {
  const ended = { ...state, endReason: reason, endedAt: at };
  if (state.found.length < fruitsToAdvance)
    return { ...ended, phase: 'retrying', retryAt: at + retryDelayMs };
  if (state.level >= huntLevelCount) return { ...ended, phase: 'finished', finishedAt: at };
  return { ...ended, phase: 'passed' };
}

/** Runs whatever is due at `now`: the memorize look ends, the clock runs out, or a retry starts. */
export function tick(state: HuntState, data: HuntData, now: number): HuntState {
  if (state.phase === 'memorize' && state.memorizeEndsAt !== null && now >= state.memorizeEndsAt) {
    return tick(
      { ...state, phase: 'playing', clockStartedAt: state.memorizeEndsAt, memorizeEndsAt: null },
      data,
      now,
    );
  }
  const endsAt = clockEndsAt(state);
  if (state.phase === 'playing' && endsAt !== null && now >= endsAt)
    return endLevel(state, 'time-up', endsAt);
  if (state.phase === 'retrying' && state.retryAt !== null && now >= state.retryAt) {
    return startLevel(freshLevel(state, data, state.level, state.attempt + 1), state.retryAt);
  }
  return state;
}

/** One action on the board while the level is on. A find scores; a wrong pick on a timed level costs time. */
export function act(
  state: HuntState,
  data: HuntData,
  action: HuntAction,
  now: number,
): { state: HuntState; feedback: HuntFeedback } {
  const current = tick(state, data, now);
  if (current.phase !== 'playing') return { state: current, feedback: { kind: 'ignored' } };
  const { board, feedback } = applyMove(current.board, action, current.found, data);
  const level = huntLevel(current.level);
  let next: HuntState = { ...current, board };
  if (feedback.kind === 'found') {
    next = { ...next, found: [...next.found, feedback.fruitId], score: next.score + level.pointsPerFind };
    if (next.found.length === fruitCount) return { state: endLevel(next, 'all-found', now), feedback };
  } else if (penalisedFeedback.has(feedback.kind) && level.timeLimitSeconds !== null) {
    next = tick({ ...next, penaltySeconds: next.penaltySeconds + wrongPickPenaltySeconds }, data, now);
  }
  return { state: next, feedback };
}

/** From a passed level to the next level's how-to screen. */
export function goToNextLevel(state: HuntState, data: HuntData): HuntState {
  if (state.phase !== 'passed') return state;
  return freshLevel(state, data, state.level + 1, 0);
}
