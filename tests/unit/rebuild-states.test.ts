import { describe, expect, it } from 'vitest';
import {
  initialRebuildState,
  nextRebuildState,
  type RebuildEvent,
  type RebuildPhase,
  type RebuildState,
  rebuildTransitions,
  reportedState,
} from '../../api/rebuild/rebuild-states.ts';

const at = '2026-01-01T00:00:00.000Z';
const inPhase = (phase: RebuildPhase, extra: Partial<RebuildState> = {}): RebuildState => ({
  ...initialRebuildState,
  phase,
  startedAt: phase === 'building' || phase === 'checking' || phase === 'swapping' ? at : null,
  ...extra,
});
const allPhases = Object.keys(rebuildTransitions) as RebuildPhase[];
const allEvents: RebuildEvent[] = [
  { type: 'request' },
  { type: 'start', at },
  { type: 'skipped' },
  { type: 'built' },
  { type: 'checked' },
  { type: 'swapped' },
  { type: 'fail', covers: 3 },
  { type: 'stop' },
];

describe('the rebuild states', () => {
  it('starts idle with nothing failed', () => {
    expect(initialRebuildState).toEqual({
      phase: 'idle',
      again: false,
      force: false,
      startedAt: null,
      failedUpTo: 0,
    });
  });

  it('queues a build on a request when idle or after a failure, keeping what failed', () => {
    expect(nextRebuildState(inPhase('idle'), { type: 'request' }).phase).toBe('queued');
    const afterFailure = nextRebuildState(inPhase('failed', { failedUpTo: 4 }), { type: 'request' });
    expect(afterFailure).toMatchObject({ phase: 'queued', failedUpTo: 4, again: false });
  });

  it('keeps one queued build for a burst of requests, remembering a forced one', () => {
    let state = nextRebuildState(inPhase('idle'), { type: 'request' });
    state = nextRebuildState(state, { type: 'request', force: true });
    state = nextRebuildState(state, { type: 'request' });
    expect(state).toMatchObject({ phase: 'queued', force: true, again: false });
  });

  it('starts the queued build, recording when and consuming the force', () => {
    const state = nextRebuildState(inPhase('queued', { force: true }), { type: 'start', at });
    expect(state).toMatchObject({ phase: 'building', startedAt: at, force: false });
  });

  it('goes from building to checking to swapping to idle', () => {
    let state = nextRebuildState(inPhase('building'), { type: 'built' });
    expect(state.phase).toBe('checking');
    state = nextRebuildState(state, { type: 'checked' });
    expect(state).toMatchObject({ phase: 'swapping', startedAt: at });
    state = nextRebuildState(state, { type: 'swapped' });
    expect(state).toMatchObject({ phase: 'idle', startedAt: null });
  });

  it('goes back to idle when another server served every request', () => {
    expect(nextRebuildState(inPhase('building'), { type: 'skipped' })).toMatchObject({
      phase: 'idle',
      startedAt: null,
    });
  });

  it.each(['building', 'checking', 'swapping'] as const)(
    'fails from %s, remembering the newest request the build was for',
    (phase) => {
      const state = nextRebuildState(inPhase(phase, { failedUpTo: 2 }), { type: 'fail', covers: 5 });
      expect(state).toMatchObject({ phase: 'failed', failedUpTo: 5, startedAt: null });
      const stopped = nextRebuildState(inPhase(phase, { failedUpTo: 2 }), { type: 'fail', covers: null });
      expect(stopped.failedUpTo).toBe(2);
    },
  );

  it.each(['building', 'checking', 'swapping'] as const)(
    'remembers a request during %s and queues one more build at its end',
    (phase) => {
      let state = nextRebuildState(inPhase(phase), { type: 'request' });
      expect(state).toMatchObject({ phase, again: true });
      state = nextRebuildState(state, { type: 'request' });
      const end: RebuildEvent =
        phase === 'swapping'
          ? { type: 'swapped' }
          : phase === 'building'
            ? { type: 'skipped' }
            : { type: 'fail', covers: 1 };
      expect(nextRebuildState(state, end)).toMatchObject({ phase: 'queued', again: false, startedAt: null });
    },
  );

  it('queues one more build after a failed one when asked meanwhile, still not picking up its requests', () => {
    const state = nextRebuildState(inPhase('checking', { again: true }), { type: 'fail', covers: 7 });
    expect(state).toMatchObject({ phase: 'queued', failedUpTo: 7 });
  });

  it.each(allPhases.filter((p) => p !== 'stopping'))(
    'stops from %s, dropping any build to follow',
    (phase) => {
      const state = nextRebuildState(inPhase(phase, { again: true, force: true }), { type: 'stop' });
      expect(state).toMatchObject({ phase: 'stopping', again: false, force: false, startedAt: null });
    },
  );

  it('stays stopping whatever happens next (a stopped build ending, a late request)', () => {
    const stopping = nextRebuildState(inPhase('building'), { type: 'stop' });
    for (const event of allEvents) expect(nextRebuildState(stopping, event)).toBe(stopping);
  });

  it('refuses an event that cannot happen in a phase', () => {
    expect(() => nextRebuildState(inPhase('idle'), { type: 'swapped' })).toThrow(/swapped.*idle/);
    expect(() => nextRebuildState(inPhase('queued'), { type: 'built' })).toThrow();
    expect(() => nextRebuildState(inPhase('checking'), { type: 'start', at })).toThrow();
    expect(() => nextRebuildState(inPhase('failed'), { type: 'fail', covers: 1 })).toThrow();
  });

  it('follows the table for every phase and event', () => {
    for (const phase of allPhases) {
      for (const event of allEvents) {
        const to = rebuildTransitions[phase][event.type];
        if (!to) continue;
        const state = nextRebuildState(inPhase(phase), event);
        expect(state.phase, `${phase} --${event.type}-->`).toBe(to);
      }
    }
  });

  it('reports queued, building (for building, checking and swapping) or idle to the admin page', () => {
    expect(allPhases.map((phase) => [phase, reportedState(phase)])).toEqual([
      ['idle', 'idle'],
      ['failed', 'idle'],
      ['queued', 'queued'],
      ['building', 'building'],
      ['checking', 'building'],
      ['swapping', 'building'],
      ['stopping', 'idle'],
    ]);
  });
});
