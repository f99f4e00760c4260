import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AstroBuildResult } from './astro-build.ts';
import type { BuildStore } from './build-store.ts';

export interface BuildRecord {
  id: string;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  ok: boolean;
  /** Why the build failed (its output's last lines); null when it succeeded. */
  error: string | null;
}

export interface RebuildStatus {
  /** idle: nothing to do; queued: a build will start soon; building: one is running. */
  state: 'idle' | 'queued' | 'building';
  /** When the running build started. */
  startedAt: string | null;
  /** The live site: which build and since when. */
  live: { id: string; since: string } | null;
  /** The most recent finished build, successful or not. */
  last: BuildRecord | null;
}

export interface Rebuilder {
  /** Asks for a rebuild after the debounce; requests during a build coalesce into one more build. */
  requestRebuild(reason: string): void;
  /** Builds now (or right after the running build) and resolves when a build covering this call ends. */
  rebuildNow(reason: string): Promise<BuildRecord>;
  status(): RebuildStatus;
  /** Resolves when nothing is queued or running. */
  whenIdle(): Promise<void>;
  /** Cancels a queued build (server shutdown). */
  stop(): void;
}

export interface RebuilderOptions {
  store: BuildStore;
  build: (outDir: string) => Promise<AstroBuildResult>;
  debounceMs: number;
  keepBuilds: number;
  log?: (message: string) => void;
  /** Hash of the build-time settings, recorded with each build. */
  fingerprint: string;
  /** How long to wait for another process's build lock before giving up. */
  lockWaitMs?: number;
}

const lockPollMs = 500;

export function createRebuilder(options: RebuilderOptions): Rebuilder {
  const { store, build, debounceMs, keepBuilds, fingerprint, log = () => {}, lockWaitMs = 15 * 60_000 } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<BuildRecord> | null = null;
  let runningSince: string | null = null;
  let pending = false;
  let last: BuildRecord | null = null;
  let requestSeq = 0;
  let waiters: Array<{ seq: number; resolve: (r: BuildRecord) => void }> = [];
  let idleWaiters: Array<() => void> = [];

  const isIdle = (): boolean => !timer && !running && !pending;

  async function acquireLock(id: string): Promise<boolean> {
    const deadline = Date.now() + lockWaitMs;
    while (!store.tryLock(id)) {
      if (Date.now() > deadline) return false;
      await new Promise((r) => setTimeout(r, lockPollMs));
    }
    return true;
  }

  async function buildOnce(): Promise<BuildRecord> {
    const { id, dir } = store.newBuildDir();
    const started = Date.now();
    const startedAt = new Date(started).toISOString();
    runningSince = startedAt;
    const finish = (ok: boolean, error: string | null): BuildRecord => {
      const finishedAt = new Date().toISOString();
      return { id, startedAt, finishedAt, durationMs: Date.now() - started, ok, error };
    };
    if (!(await acquireLock(id))) return finish(false, 'Another build is still running; try again later.');
    try {
      log(`rebuild: building ${id}`);
      const result = await build(dir);
      if (!result.ok || !existsSync(path.join(dir, 'index.html'))) {
        store.discard(id);
        return finish(false, result.outputTail || 'The build produced no site.');
      }
      const record = finish(true, null);
      store.publish({ id, startedAt, finishedAt: record.finishedAt, durationMs: record.durationMs, fingerprint });
      store.prune(keepBuilds);
      return record;
    } catch (error) {
      store.discard(id);
      return finish(false, error instanceof Error ? error.message : String(error));
    } finally {
      store.unlock();
    }
  }

  function start(): void {
    const covers = requestSeq;
    running = buildOnce().then((record) => {
      last = record;
      log(record.ok ? `rebuild: ${record.id} live after ${record.durationMs} ms` : `rebuild: failed: ${record.error}`);
      const done = waiters.filter((w) => w.seq <= covers);
      waiters = waiters.filter((w) => w.seq > covers);
      for (const w of done) w.resolve(record);
      return record;
    });
    void running.finally(() => {
      running = null;
      runningSince = null;
      if (pending) {
        pending = false;
        start();
      } else if (isIdle()) {
        const resolve = idleWaiters;
        idleWaiters = [];
        for (const r of resolve) r();
      }
    });
  }

  function schedule(delayMs: number): void {
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
      schedule(debounceMs);
    },
    rebuildNow(reason) {
      log(`rebuild: requested now (${reason})`);
      const promise = new Promise<BuildRecord>((resolve) => waiters.push({ seq: requestSeq + 1, resolve }));
      schedule(0);
      return promise;
    },
    status() {
      const info = store.currentInfo();
      return {
        state: running ? 'building' : timer || pending ? 'queued' : 'idle',
        startedAt: runningSince,
        live: info ? { id: info.id, since: info.finishedAt } : null,
        last,
      };
    },
    whenIdle() {
      if (isIdle()) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = false;
    },
  };
}
