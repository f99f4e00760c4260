import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readlinkSync } from 'node:fs';
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
 * - a rebuild asked for on any server is built once: the request's time is recorded, the build that
 *   starts under the lease covers every request up to then, and marks them served only once it is
 *   live (a build stopped, failed or killed leaves them waiting for the next build, on any server);
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
   * With the lease held, just before building: the time of the newest request not yet served (the
   * build covers every request up to it), or null when none waits.
   */
  waitingRequest(): Promise<number | null>;
  /**
   * Records a build as the live one; `servedUpTo` (the build's `waitingRequest`) marks the requests
   * it covered as served, in the same update.
   */
  published(info: Pick<BuildInfo, 'id' | 'finishedAt'>, servedUpTo?: number | null): Promise<void>;
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
    waitingRequest: async () => Date.now(),
    published: async () => {},
    busy: async () => false,
  };
}

export function databaseCoordinator(db: AppDatabase, now: () => number = Date.now): BuildCoordinator {
  const holder = `${processSpace}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const state = () => db.updateTable('site_build_state').where('id', '=', 1);
  return {
    async tryLock(buildId) {
      const t = now();
      const row = await db
        .selectFrom('site_build_state')
        .select('lease_holder')
        .where('id', '=', 1)
        .executeTakeFirst();
      const gone = row?.lease_holder && isGoneLocalHolder(row.lease_holder) ? row.lease_holder : null;
      const result = await state()
        .set({ lease_holder: holder, lease_build_id: buildId, lease_until: t + leaseMs })
        .where((eb) =>
          eb.or([
            eb('lease_until', '<=', t),
            eb('lease_holder', '=', holder),
            ...(gone ? [eb('lease_holder', '=', gone)] : []),
          ]),
        )
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
    async waitingRequest() {
      const row = await db
        .selectFrom('site_build_state')
        .select(['requested_at', 'served_request_at'])
        .where('id', '=', 1)
        .where('lease_holder', '=', holder)
        .executeTakeFirst();
      if (!row || Number(row.requested_at) <= Number(row.served_request_at)) return null;
      return Number(row.requested_at);
    },
    async published(info, servedUpTo = null) {
      await state()
        .set({
          live_build_id: info.id,
          live_since: info.finishedAt,
          ...(servedUpTo === null
            ? {}
            : {
                served_request_at: sql<number>`case when served_request_at < ${servedUpTo}
                  then ${servedUpTo} else served_request_at end`,
              }),
        })
        .execute();
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

function readOr(file: string, read: (file: string) => string): string {
  try {
    return read(file).trim();
  } catch {
    return '';
  }
}

/**
 * Where this process's pid means something: the machine's name, its boot and its pid namespace
 * (two machines, or two containers, may share a name; a pid is only checked in its own space).
 */
const processSpace = [
  hostname(),
  readOr('/proc/sys/kernel/random/boot_id', (f) => readFileSync(f, 'utf8')),
  readOr('/proc/self/ns/pid', readlinkSync).replace(/\D/g, ''),
].join('/');

/**
 * Whether a lease holder names a process of this process's space that no longer runs (a server
 * killed mid-build): its lease is free at once, instead of holding every build back until it lapses.
 */
function isGoneLocalHolder(leaseHolder: string | null): boolean {
  const [space, pid] = leaseHolder?.split(':') ?? [];
  if (space !== processSpace || !pid || Number(pid) === process.pid) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'EPERM';
  }
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
  /**
   * Starts a build for the requests up to `requestedAt`, made on any server (the rebuilder skips
   * it if another server served them).
   */
  pickUp: (reason: string, requestedAt: number) => void;
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
    const leaseFree = Number(row.lease_until) <= now() || isGoneLocalHolder(row.lease_holder);
    // Requests are served only by a build that went live: those of a build that was stopped, failed
    // or died are still waiting here, for whichever server takes the lease next.
    const waiting = requestedAt > Number(row.served_request_at) && now() - requestedAt >= debounceMs;
    if (waiting && leaseFree && isIdle())
      pickUp(`cluster: ${row.request_reason ?? 'requested'}`, requestedAt);
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
