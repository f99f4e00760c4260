import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AdminBuildStatus, BuildRecord, RebuildStatus } from '../../src/lib/admin-status.ts';
import type { AstroBuildResult } from './astro-build.ts';
import { type BuildStore, BuildSwitchError, type KeptBuild } from './build-store.ts';
import { type BuildCoordinator, fileCoordinator, leaseMs } from './cluster.ts';

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

export function createRebuilder(options: RebuilderOptions): Rebuilder {
  const {
    store,
    build,
    debounceMs,
    keepBuilds,
    fingerprint,
    log = () => {},
    lockWaitMs = 15 * 60_000,
  } = options;
  const coordinator = options.coordinator ?? fileCoordinator(store);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<BuildRecord> | null = null;
  let runningSince: string | null = null;
  let pending = false;
  let last: BuildRecord | null = null;
  let requestSeq = 0;
  let waiters: Array<{ seq: number; resolve: (r: BuildRecord) => void }> = [];
  let idleWaiters: Array<() => void> = [];
  const finishedListeners = new Set<(record: BuildRecord) => void>();
  let abort: AbortController | null = null;
  let stopped = false;
  // Whether the next build must run even when another server's build served every request.
  let forceNext = false;
  // The newest request a failed build of this process covered (see pickUp).
  let failedUpTo = 0;
  // The newest request's record: a build claims requests only once it is written (a build started
  // at once must not find its own request missing and skip).
  let announcing: Promise<void> = Promise.resolve();
  // Deleting old builds (store.prune): after a build when no other is due, giving way to a new build.
  let pruning: Promise<void> | null = null;
  let pruneDue = false;
  let stopPruning = false;

  const isBuilding = (): boolean => !!timer || !!running || pending;
  const isIdle = (): boolean => !isBuilding() && !pruning;

  function resolveIdle(): void {
    if (!isIdle()) return;
    const resolve = idleWaiters;
    idleWaiters = [];
    for (const r of resolve) r();
  }

  /**
   * Deletes old builds (thousands of files: seconds of a loaded machine's disk and CPU), started only
   * when no build is due, so that a save made meanwhile does not wait for it: a build that starts
   * stops it between two batches, and the next prune finishes it.
   */
  function prune(): void {
    pruneDue = false;
    stopPruning = false;
    pruning = store
      .prune(keepBuilds, () => stopPruning)
      .then(
        (pruned) => {
          if (stopPruning) pruneDue = true;
          if (pruned) log(`rebuild: removed ${pruned} old build${pruned === 1 ? '' : 's'}`);
        },
        (error: unknown) =>
          log(
            `rebuild: removing old builds failed: ${error instanceof Error ? error.message : String(error)}`,
          ),
      )
      .finally(() => {
        pruning = null;
        resolveIdle();
      });
  }

  /** Ends a running prune between two batches of files; resolves once it has stopped. */
  async function interruptPrune(): Promise<void> {
    if (!pruning) return;
    stopPruning = true;
    await pruning;
  }

  async function acquireLock(id: string, signal: AbortSignal): Promise<boolean> {
    const deadline = Date.now() + lockWaitMs;
    while (!(await coordinator.tryLock(id))) {
      if (Date.now() > deadline || signal.aborted) return false;
      await new Promise((r) => setTimeout(r, lockPollMs));
    }
    return true;
  }

  /** One build; null when it was skipped because a build elsewhere served every request. */
  async function buildOnce(force: boolean): Promise<BuildRecord | null> {
    const { id, dir } = store.newBuildDir();
    const started = Date.now();
    const startedAt = new Date(started).toISOString();
    runningSince = startedAt;
    const finish = (ok: boolean, error: string | null): BuildRecord => {
      const finishedAt = new Date().toISOString();
      return { id, startedAt, finishedAt, durationMs: Date.now() - started, ok, error };
    };
    const controller = new AbortController();
    abort = controller;
    if (!(await acquireLock(id, controller.signal))) {
      return finish(
        false,
        controller.signal.aborted
          ? 'The build was stopped.'
          : 'Another build is still running; try again later.',
      );
    }
    let record: BuildRecord;
    let covers: number | null = null;
    // A failed build leaves its requests waiting; this process does not pick them up again.
    const failed = (error: string): BuildRecord => {
      if (covers !== null && !controller.signal.aborted) failedUpTo = Math.max(failedUpTo, covers);
      return finish(false, error);
    };
    const renewal = setInterval(() => void coordinator.renew().catch(() => {}), leaseMs / 3);
    try {
      await announcing;
      // The requests this build covers; marked served only once it is live (see BuildCoordinator).
      covers = await coordinator.waitingRequest();
      if (covers === null && !force) {
        log('rebuild: skipped (another server has built for every request)');
        return null;
      }
      log(`rebuild: building ${id}`);
      const result = await build(dir, controller.signal);
      if (!result.ok || controller.signal.aborted || !existsSync(path.join(dir, 'index.html'))) {
        await store.discard(id);
        return failed(result.outputTail || 'The build produced no site.');
      }
      record = finish(true, null);
      store.publish({
        id,
        startedAt,
        finishedAt: record.finishedAt,
        durationMs: record.durationMs,
        fingerprint,
      });
      await coordinator.published(record, covers);
    } catch (error) {
      await store.discard(id);
      return failed(error instanceof Error ? error.message : String(error));
    } finally {
      clearInterval(renewal);
      await coordinator.unlock().catch(() => {});
    }
    // Deleting old builds comes after the lock is given back (it must not hold up anyone else's
    // build) and once no build of this server is due (see prune).
    pruneDue = true;
    return record;
  }

  function start(): void {
    const covers = requestSeq;
    const force = forceNext;
    forceNext = false;
    // Deleting old builds gives way first (stopped while it did: nothing is built).
    const built = pruning
      ? interruptPrune().then(() => (stopped ? stoppedRecord() : buildOnce(force)))
      : buildOnce(force);
    running = built.then((record) => {
      if (!record) return record;
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
      return record;
    }) as Promise<BuildRecord>;
    void running.finally(() => {
      running = null;
      runningSince = null;
      abort = null;
      if (pending && !stopped) {
        pending = false;
        start();
      } else {
        if (pruneDue && !stopped && !timer) prune();
        resolveIdle();
      }
    });
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    requestSeq += 1;
    if (running) {
      pending = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      start();
    }, delayMs);
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
      if (requestedAt <= failedUpTo) return;
      log(`rebuild: picked up (${reason})`);
      schedule(0);
    },
    async makeLive(to) {
      // A switch never overlaps the deleting of old builds (it lists the builds it may switch to).
      await interruptPrune();
      if (isBuilding() || (await coordinator.busy())) {
        throw new BuildSwitchError('build_running', 'A build is running; try again when it has finished.');
      }
      const switched = store.makeLive(to);
      await coordinator.published(switched.live);
      return switched;
    },
    rebuildNow(reason) {
      log(`rebuild: requested now (${reason})`);
      if (stopped) return Promise.resolve(stoppedRecord());
      forceNext = true;
      const promise = new Promise<BuildRecord>((resolve) => waiters.push({ seq: requestSeq + 1, resolve }));
      schedule(0);
      return promise;
    },
    status() {
      const info = store.currentInfo();
      return {
        // A build about to start (old builds' deleting giving way to it) is queued.
        state: runningSince ? 'building' : running || timer || pending ? 'queued' : 'idle',
        startedAt: runningSince,
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
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      pending = false;
      const current = running;
      abort?.abort();
      if (current) await current;
      await interruptPrune();
      // Callers of rebuildNow whose build will now never run learn that it did not happen.
      for (const w of waiters.splice(0)) w.resolve(stoppedRecord());
      resolveIdle();
    },
  };
}
