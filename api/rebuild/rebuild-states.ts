/**
 * The rebuild pipeline's states and transitions, as data and one pure function (no I/O, no timers):
 * the rebuilder (rebuilder.ts) does the work of each state and reports its end as an event.
 *
 *   idle | failed --request--> queued --start--> building --built--> checking --checked--> swapping
 *   swapping --swapped--> idle;  building --skipped--> idle;  building | checking | swapping --fail--> failed
 *   any --stop--> stopping (for good: every later event leaves it there)
 *
 * A request while a build runs (building, checking, swapping) is remembered (`again`): the build's
 * end then leads to queued instead of idle or failed, so requests during a build coalesce into one
 * more build.
 */

/**
 * - idle: nothing to do.
 * - queued: a build will start (the debounce, or old builds' deleting giving way to it).
 * - building: waiting for the build lock, checking whether another server served every request, then Astro.
 * - checking: the finished site is checked (Astro's result, index.html) before it may go live.
 * - swapping: the checked build is made live and recorded for every server.
 * - failed: the last build failed; its requests wait for another server (see `failedUpTo`).
 * - stopping: the server is shutting down; nothing starts any more.
 */
export type RebuildPhase = 'idle' | 'queued' | 'building' | 'checking' | 'swapping' | 'failed' | 'stopping';

export type RebuildEvent =
  /** A rebuild was asked for; `force` builds even when another server served every request. */
  | { type: 'request'; force?: boolean }
  /** The queued build starts now (at the ISO time `at`). */
  | { type: 'start'; at: string }
  /** Another server's build served every request: nothing was built. */
  | { type: 'skipped' }
  /** Astro has finished. */
  | { type: 'built' }
  /** The finished site is complete. */
  | { type: 'checked' }
  /** The build is live. */
  | { type: 'swapped' }
  /** The build failed; `covers` is the newest request it was for (null when unknown or stopped). */
  | { type: 'fail'; covers: number | null }
  | { type: 'stop' };

export type RebuildEventType = RebuildEvent['type'];

export interface RebuildState {
  phase: RebuildPhase;
  /** A request came while a build ran: one more build follows it. */
  again: boolean;
  /** The next build runs even when another server's build served every request. */
  force: boolean;
  /** When the running build started (building, checking, swapping); null otherwise. */
  startedAt: string | null;
  /** The newest request a failed build of this process covered: it does not pick them up again. */
  failedUpTo: number;
}

export const initialRebuildState: RebuildState = {
  phase: 'idle',
  again: false,
  force: false,
  startedAt: null,
  failedUpTo: 0,
};

/** Where each event leads from each phase; an event missing from a phase's row cannot happen there. */
export const rebuildTransitions: Readonly<
  Record<RebuildPhase, Readonly<Partial<Record<RebuildEventType, RebuildPhase>>>>
> = {
  idle: { request: 'queued', stop: 'stopping' },
  failed: { request: 'queued', stop: 'stopping' },
  queued: { request: 'queued', start: 'building', stop: 'stopping' },
  building: { request: 'building', skipped: 'idle', built: 'checking', fail: 'failed', stop: 'stopping' },
  checking: { request: 'checking', checked: 'swapping', fail: 'failed', stop: 'stopping' },
  swapping: { request: 'swapping', swapped: 'idle', fail: 'failed', stop: 'stopping' },
  stopping: {
    request: 'stopping',
    start: 'stopping',
    skipped: 'stopping',
    built: 'stopping',
    checked: 'stopping',
    swapped: 'stopping',
    fail: 'stopping',
    stop: 'stopping',
  },
};

/** The phases in which a build runs. */
const runningPhases: ReadonlySet<RebuildPhase> = new Set(['building', 'checking', 'swapping']);

export function isBuildRunning(phase: RebuildPhase): boolean {
  return runningPhases.has(phase);
}

/** Whether a build is queued or running. */
export function isBuildDue(phase: RebuildPhase): boolean {
  return phase === 'queued' || isBuildRunning(phase);
}

/** The state after `event`; throws on an event that cannot happen in the current phase (a bug). */
export function nextRebuildState(state: RebuildState, event: RebuildEvent): RebuildState {
  const to = rebuildTransitions[state.phase][event.type];
  if (!to) throw new Error(`rebuild: "${event.type}" cannot happen while ${state.phase}`);
  if (state.phase === 'stopping') return state;
  switch (event.type) {
    case 'request':
      return {
        ...state,
        phase: to,
        again: state.again || isBuildRunning(state.phase),
        force: state.force || !!event.force,
      };
    case 'start':
      return { ...state, phase: to, force: false, startedAt: event.at };
    case 'stop':
      return { ...state, phase: to, again: false, force: false, startedAt: null };
    case 'fail': {
      const failedUpTo = Math.max(state.failedUpTo, event.covers ?? 0);
      return ended({ ...state, failedUpTo }, to);
    }
    case 'skipped':
    case 'swapped':
      return ended(state, to);
    default:
      return { ...state, phase: to };
  }
}

/** A build's end: the next build when a request came meanwhile, else `to`. */
function ended(state: RebuildState, to: RebuildPhase): RebuildState {
  return { ...state, phase: state.again ? 'queued' : to, again: false, startedAt: null };
}

/** The phase as GET /api/admin/build reports it. */
export function reportedState(phase: RebuildPhase): 'idle' | 'queued' | 'building' {
  if (phase === 'queued') return 'queued';
  return isBuildRunning(phase) ? 'building' : 'idle';
}
