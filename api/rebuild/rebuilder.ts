import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AdminBuildStatus, BuildRecord, RebuildStatus } from '../../src/lib/admin-status.ts';
import type { AstroBuildResult } from './astro-build.ts';
import { type BuildStore, BuildSwitchError, type KeptBuild } from './build-store.ts';
import { type BuildCoordinator, fileCoordinator, leaseMs } from './cluster.ts';
import { oldBuildRemover } from './old-builds.ts';
import {
  initialRebuildState,
  isBuildDue,
  nextRebuildState,
  type RebuildEvent,
  type RebuildState,
  reportedState,
} from './rebuild-states.ts';

export type { AdminBuildStatus, BuildRecord, RebuildStatus };

export interface Rebuilder {
  /**
   * Asks for a rebuild after the debounce (none by default: the build starts at once); requests
   * during a build coalesce into one more build, started as soon as it ends. The request is recorded
   * for every server sharing the database: exactly one of them builds it.
   */
  requestRebuild(reason: string): void;
  /**
   * Builds for the requests up to `requestedAt` that a server recorded, unless a build elsewhere
   * has served them meanwhile, or a build of this process for them failed (a new request, or this
   * server's next start, tries again: a build that fails every time does not run in a loop).
   */
  pickUp(reason: string, requestedAt: number): void;
  /**
   * Makes a kept build live (a rollback; see BuildStore.makeLive) and records it for every server;
   * refused while a build runs anywhere.
   */
  makeLive(to?: string): Promise<{ live: KeptBuild; previous: string | null }>;
  /** Builds now (or right after the running build) and resolves when a build covering this call ends. */
  rebuildNow(reason: string): Promise<BuildRecord>;
  status(): RebuildStatus;
  /** Resolves when nothing is queued or running. */
  whenIdle(): Promise<void>;
  /** Calls `listener` with every build this server finishes, built or failed (the metrics); returns its removal. */
  onFinished(listener: (record: BuildRecord) => void): () => void;
  /**
   * Server shutdown: cancels a queued build and stops a running one (its process ends, its
   * unfinished directory is removed, the live site stays); resolves once it has ended.
   */
  stop(): Promise<void>;
}

export interface RebuilderOptions {
  store: BuildStore;
  /** Builds the site into outDir; aborting `signal` must end the build. */
  build: (outDir: string, signal: AbortSignal) => Promise<AstroBuildResult>;
  debounceMs: number;
  keepBuilds: number;
  log?: (message: string) => void;
  /** Hash of the build-time settings, recorded with each build. */
  fingerprint: string;
  /** How long to wait for another process's build lock before giving up. */
  lockWaitMs?: number;
  /** Where the build lease, the requests and the live build are shared (a lock file by default). */
  coordinator?: BuildCoordinator;
  /** Called at the end of stop(), once any running build has ended (the standby build process stops there). */
  onStopped?: () => void;
}

const lockPollMs = 500;

function stoppedRecord(): BuildRecord {
  const now = new Date().toISOString();
  return {
    id: '',
    startedAt: now,
    finishedAt: now,
    durationMs: 0,
    ok: false,
    error: 'The server is shutting down.',
  };
}

/** How one build ended: its record (null when skipped) and the event that ends its state. */
interface BuildOutcome {
  record: BuildRecord | null;
  end: RebuildEvent;
}

/**
 * The rebuilder: runs the pipeline of rebuild-states.ts, doing the work of each state (debounce,
 * build lock, Astro, site check, swap) and reporting its end as an event.
 */
export function createRebuilder(options: RebuilderOptions): Rebuilder {
  const {
    store,
    build,
    debounceMs,
    keepBuilds,
    fingerprint,
    log = () => {},
    lockWaitMs = 15 * 60_000,
    onStopped = () => {},
  } = options;
  const coordinator = options.coordinator ?? fileCoordinator(store);
  const oldBuilds = oldBuildRemover(store, keepBuilds, log);
  let state: RebuildState = initialRebuildState;
  // The work in progress: the debounce, the running build (and its abort), callers waiting for it.
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let abort: AbortController | null = null;
  let last: BuildRecord | null = null;
  let requestSeq = 0;
  let waiters: Array<{ seq: number; resolve: (r: BuildRecord) => void }> = [];
  let idleWaiters: Array<() => void> = [];
  const finishedListeners = new Set<(record: BuildRecord) => void>();
  // The newest request's record: a build claims requests only once it is written (a build started
  // at once must not find its own request missing and skip).
  let announcing: Promise<void> = Promise.resolve();

  const dispatch = (event: RebuildEvent): void => {
    state = nextRebuildState(state, event);
  };
  const isBusy = (): boolean => isBuildDue(state.phase) || running !== null;
  const isIdle = (): boolean => !isBusy() && !oldBuilds.isRunning();

  function resolveIdle(): void {
    if (!isIdle()) return;
    const resolve = idleWaiters;
    idleWaiters = [];
    for (const r of resolve) r();
  }

  async function acquireLock(id: string, signal: AbortSignal): Promise<boolean> {
    const deadline = Date.now() + lockWaitMs;
    while (!(await coordinator.tryLock(id))) {
      if (Date.now() > deadline || signal.aborted) return false;
      await new Promise((r) => setTimeout(r, lockPollMs));
    }
    return true;
  }

  /** One build, from the build lock to the swap (states building, checking, swapping). */
  async function buildOnce(force: boolean, startedAt: string): Promise<BuildOutcome> {
    const { id, dir } = store.newBuildDir();
    const started = Date.parse(startedAt);
    const finish = (ok: boolean, error: string | null): BuildRecord => {
      const finishedAt = new Date().toISOString();
      return { id, startedAt, finishedAt, durationMs: Date.now() - started, ok, error };
    };
    const controller = new AbortController();
    abort = controller;
    // A failed build leaves its requests waiting; this process does not pick them up again.
    let covers: number | null = null;
    const failed = (error: string): BuildOutcome => ({
      record: finish(false, error),
      end: { type: 'fail', covers: controller.signal.aborted ? null : covers },
    });
    if (!(await acquireLock(id, controller.signal))) {
      return failed(
        controller.signal.aborted
          ? 'The build was stopped.'
          : 'Another build is still running; try again later.',
      );
    }
    const renewal = setInterval(() => void coordinator.renew().catch(() => {}), leaseMs / 3);
    try {
      await announcing;
      // The requests this build covers; marked served only once it is live (see BuildCoordinator).
      covers = await coordinator.waitingRequest();
      if (covers === null && !force) {
        log('rebuild: skipped (another server has built for every request)');
        return { record: null, end: { type: 'skipped' } };
      }
      log(`rebuild: building ${id}`);
      const result = await build(dir, controller.signal);
      dispatch({ type: 'built' });
      if (!result.ok || controller.signal.aborted || !existsSync(path.join(dir, 'index.html'))) {
        await store.discard(id);
        return failed(result.outputTail || 'The build produced no site.');
      }
      dispatch({ type: 'checked' });
      const record = finish(true, null);
      store.publish({
        id,
        startedAt,
        finishedAt: record.finishedAt,
        durationMs: record.durationMs,
        fingerprint,
      });
      await coordinator.published(record, covers);
      // Deleting old builds comes after the lock is given back (it must not hold up anyone else's
      // build) and once no build of this server is due (see oldBuildRemover).
      oldBuilds.markDue();
      return { record, end: { type: 'swapped' } };
    } catch (error) {
      await store.discard(id);
      return failed(error instanceof Error ? error.message : String(error));
    } finally {
      clearInterval(renewal);
      await coordinator.unlock().catch(() => {});
    }
  }

  /** Tells everyone waiting for a build (rebuildNow callers up to `covers`, the listeners) how it ended. */
  function announceFinished(record: BuildRecord, covers: number): void {
    last = record;
    log(
      record.ok
        ? `rebuild: ${record.id} live after ${record.durationMs} ms`
        : `rebuild: failed: ${record.error}`,
    );
    for (const listener of finishedListeners) listener(record);
    const done = waiters.filter((w) => w.seq <= covers);
    waiters = waiters.filter((w) => w.seq > covers);
    for (const w of done) w.resolve(record);
  }

  /** Runs the queued build: old builds' deleting gives way first (stopped while it did: nothing is built). */
  async function runQueued(): Promise<void> {
    await oldBuilds.interrupt();
    if (state.phase !== 'queued') return;
    const covers = requestSeq;
    const force = state.force;
    const startedAt = new Date().toISOString();
    dispatch({ type: 'start', at: startedAt });
    const outcome = await buildOnce(force, startedAt);
    if (outcome.record) announceFinished(outcome.record, covers);
    dispatch(outcome.end);
  }

  function start(): void {
    timer = null;
    running = runQueued();
    void running.finally(() => {
      running = null;
      abort = null;
      if (state.phase === 'queued') return start();
      if (state.phase !== 'stopping' && !timer) oldBuilds.startIfDue(resolveIdle);
      resolveIdle();
    });
  }

  function schedule(delayMs: number, force = false): void {
    if (state.phase === 'stopping') return;
    requestSeq += 1;
    dispatch({ type: 'request', force });
    // While a build runs the request waits for its end (`again`); a start under way covers it.
    if (state.phase !== 'queued' || running) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(start, delayMs);
  }

  return {
    requestRebuild(reason) {
      log(`rebuild: requested (${reason})`);
      announcing = coordinator
        .announce(reason)
        .catch((error: unknown) =>
          log(
            `rebuild: recording the request failed: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
      schedule(debounceMs);
    },
    pickUp(reason, requestedAt) {
      if (requestedAt <= state.failedUpTo) return;
      log(`rebuild: picked up (${reason})`);
      schedule(0);
    },
    async makeLive(to) {
      // A switch never overlaps the deleting of old builds (it lists the builds it may switch to).
      await oldBuilds.interrupt();
      if (isBusy() || (await coordinator.busy())) {
        throw new BuildSwitchError('build_running', 'A build is running; try again when it has finished.');
      }
      const switched = store.makeLive(to);
      await coordinator.published(switched.live);
      return switched;
    },
    rebuildNow(reason) {
      log(`rebuild: requested now (${reason})`);
      if (state.phase === 'stopping') return Promise.resolve(stoppedRecord());
      const promise = new Promise<BuildRecord>((resolve) => waiters.push({ seq: requestSeq + 1, resolve }));
      schedule(0, true);
      return promise;
    },
    status() {
      const info = store.currentInfo();
      return {
        state: reportedState(state.phase),
        startedAt: state.startedAt,
        live: info ? { id: info.id, since: info.finishedAt } : null,
        last,
      };
    },
    whenIdle() {
      if (isIdle()) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    onFinished(listener) {
      finishedListeners.add(listener);
      return () => finishedListeners.delete(listener);
    },
    async stop() {
      dispatch({ type: 'stop' });
      if (timer) clearTimeout(timer);
      timer = null;
      const current = running;
      abort?.abort();
      if (current) await current;
      await oldBuilds.interrupt();
      // Callers of rebuildNow whose build will now never run learn that it did not happen.
      for (const w of waiters.splice(0)) w.resolve(stoppedRecord());
      onStopped();
      resolveIdle();
    },
  };
}
