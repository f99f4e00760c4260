import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { AppDatabase } from '../../db/connection.ts';
import type { BuildInfo, BuildStore } from './build-store.ts';

/**
 * What several server processes sharing one database (and one DATA_DIR/builds folder) agree on
 * about the site build, through the one row of `site_build_state`:
 * - exactly one build runs at a time: a lease with an expiry, taken with a conditional update and
 *   renewed while the build runs (a process that dies mid-build lets it lapse);
 * - a rebuild asked for on any server is built once: the request's time is recorded, and the build
 *   that starts under the lease marks every request up to then as served;
 * - the live build is recorded, and every server serves the recorded one (see watchCluster).
 * The embedded default (one process, SQLite) goes through the same code.
 */
export interface BuildCoordinator {
  /** Takes the build lease for `buildId`; false while another process holds a lease not yet expired. */
  tryLock(buildId: string): Promise<boolean>;
  /** Pushes the lease's expiry on (the builder calls it while building). */
  renew(): Promise<void>;
  unlock(): Promise<void>;
  /** Records a rebuild request that every server's watcher sees. */
  announce(reason: string): Promise<void>;
  /**
   * With the lease held, just before building: marks every request made so far as served by this
   * build; answers whether any was still waiting.
   */
  claimRequests(): Promise<boolean>;
  /** Records a build as the live one. */
  published(info: Pick<BuildInfo, 'id' | 'finishedAt'>): Promise<void>;
  /** Whether some process holds the build lease now. */
  busy(): Promise<boolean>;
}

/** How long a lease lasts unless renewed; the builder renews it every third of that. */
export const leaseMs = 60_000;

/** A lease on a file in the builds folder: for the rebuilder's unit tests, without a database. */
export function fileCoordinator(store: BuildStore): BuildCoordinator {
  return {
    tryLock: async (id) => store.tryLock(id),
    renew: async () => {},
    unlock: async () => store.unlock(),
    announce: async () => {},
    claimRequests: async () => true,
    published: async () => {},
    busy: async () => false,
  };
}

export function databaseCoordinator(db: AppDatabase, now: () => number = Date.now): BuildCoordinator {
  const holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const state = () => db.updateTable('site_build_state').where('id', '=', 1);
  return {
    async tryLock(buildId) {
      const t = now();
      // A lease that lapsed with a holder still named is a build that died (a released lease names
      // none): the requests it claimed were never built, so they are waiting again.
      const result = await state()
        .set({
          lease_holder: holder,
          lease_build_id: buildId,
          lease_until: t + leaseMs,
          served_request_at: sql<number>`case when lease_holder is not null and lease_holder <> ${holder}
            then 0 else served_request_at end`,
        })
        .where((eb) => eb.or([eb('lease_until', '<=', t), eb('lease_holder', '=', holder)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async renew() {
      await state()
        .set({ lease_until: now() + leaseMs })
        .where('lease_holder', '=', holder)
        .execute();
    },
    async unlock() {
      await state()
        .set({ lease_holder: null, lease_build_id: null, lease_until: 0 })
        .where('lease_holder', '=', holder)
        .execute();
    },
    async announce(reason) {
      await state()
        .set({ requested_at: now(), request_reason: reason.slice(0, 200) })
        .execute();
    },
    async claimRequests() {
      const result = await state()
        .set((eb) => ({ served_request_at: eb.ref('requested_at') }))
        .where('lease_holder', '=', holder)
        .whereRef('requested_at', '>', 'served_request_at')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async published(info) {
      await state().set({ live_build_id: info.id, live_since: info.finishedAt }).execute();
    },
    async busy() {
      const row = await db
        .selectFrom('site_build_state')
        .select('lease_until')
        .where('id', '=', 1)
        .executeTakeFirst();
      return Number(row?.lease_until ?? 0) > now();
    },
  };
}

/** Claims the daily rebuild of `day` for this process; false when another one already did. */
export async function claimDailyRebuild(db: AppDatabase, day: string): Promise<boolean> {
  const result = await db
    .updateTable('site_build_state')
    .set({ daily_day: day })
    .where('id', '=', 1)
    .where((eb) => eb.or([eb('daily_day', 'is', null), eb('daily_day', '<>', day)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface ClusterWatchOptions {
  db: AppDatabase;
  store: BuildStore;
  /** Starts a build for requests made elsewhere (the rebuilder skips it if another server served them). */
  pickUp: (reason: string) => void;
  /** Whether this process has a build queued or running. */
  isIdle: () => boolean;
  /** A request is picked up this long after it was made (requests in that time share one build). */
  debounceMs: number;
  pollMs?: number;
  log?: (message: string) => void;
  now?: () => number;
}

/**
 * Every `pollMs`, reads the shared build state: serves the recorded live build (a build published
 * or made live by any server; earlier builds' hashed assets stay answerable from the shared
 * folder), and picks up rebuild requests made on any server. Returns a function that stops it.
 */
export function watchCluster(options: ClusterWatchOptions): () => void {
  const { db, store, pickUp, isIdle, debounceMs, pollMs = 1000, log = () => {}, now = Date.now } = options;
  let busy = false;
  const tick = async (): Promise<void> => {
    const row = await db.selectFrom('site_build_state').selectAll().where('id', '=', 1).executeTakeFirst();
    if (!row) return;
    const liveId = row.live_build_id;
    if (liveId && liveId !== store.liveId() && existsSync(path.join(store.root, liveId, 'index.html'))) {
      store.pinLive(liveId);
      log(`cluster: serving ${liveId}`);
    }
    const requestedAt = Number(row.requested_at);
    const leaseFree = Number(row.lease_until) <= now();
    const waiting = requestedAt > Number(row.served_request_at) && now() - requestedAt >= debounceMs;
    // A lapsed lease that still names its holder: that build died; build again.
    const died = leaseFree && row.lease_holder !== null;
    if ((waiting || died) && leaseFree && isIdle()) {
      pickUp(
        died
          ? 'cluster: a build on another server stopped before it finished'
          : `cluster: ${row.request_reason ?? 'requested'}`,
      );
    }
  };
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    tick()
      .catch((error: unknown) =>
        log(
          `cluster: reading the build state failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      )
      .finally(() => {
        busy = false;
      });
  }, pollMs);
  timer.unref();
  return () => clearInterval(timer);
}
