import { createServer, type RequestListener } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { ServerType } from '@hono/node-server';
import { loadSettings, type Settings } from '../config/settings.ts';
import { type DatabaseHandle, openConfiguredDatabase } from '../db/connection.ts';
import { prepareDatabaseApart } from '../db/prepare-apart.ts';
import { createApp } from './app.ts';
import { scheduleRateLimitSweep } from './auth/rate-limit.ts';
import { createAppDeps } from './deps.ts';
import { scheduleFamilyJobs } from './family/jobs.ts';
import { fastListener, fastPathsOf } from './fast/index.ts';
import { listenError, listenTarget, serveOn } from './lifecycle/listen.ts';
import { watchLaunchChain } from './lifecycle/parent-watch.ts';
import { consoleLogger, type Logger, loggerFor } from './log.ts';
import type { BuildStore } from './rebuild/build-store.ts';
import { claimDailyRebuild, watchCluster } from './rebuild/cluster.ts';
import { scheduleDailyRebuild } from './rebuild/daily-rebuild.ts';
import type { Rebuilder } from './rebuild/rebuilder.ts';
import { createSiteRebuilder } from './rebuild/site-rebuilder.ts';

export interface RunningServer {
  server: ServerType;
  url: string;
  /**
   * Stops cleanly: no new connections, a running build is stopped (its process too), requests
   * under way get up to `drainMs` to finish, then the remaining connections and the database close.
   */
  close(drainMs?: number): Promise<void>;
}

export interface StartServerOptions {
  settings: Settings;
  handle: DatabaseHandle;
  rebuilder: Rebuilder;
  buildStore: BuildStore;
  log?: Logger;
  /** Close and exit on SIGINT and SIGTERM (default); false when the caller handles them. */
  handleSignals?: boolean;
}

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is shorter than the idle
 * time of the clients that reuse connections: reverse proxies (nginx keeps upstream connections
 * 60 s, Caddy 2 min) and HTTP clients with a connection pool. A client that reuses a connection
 * just as Node closes it gets a reset (a proxy answers 502), so the server waits longer than they do.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 125_000;

/**
 * On shutdown, how long requests under way may take to finish before their connections are cut.
 * Short enough for a service manager's stop timeout (systemd waits 90 s), long enough for an upload.
 */
export const SHUTDOWN_DRAIN_MS = 10_000;

/**
 * On shutdown, how long connections kept alive between requests stay open once the server stops
 * accepting: a client that sends its next request on one meanwhile gets its answer with
 * `Connection: close` and opens a new connection (to the next server, or into the queue of the
 * socket systemd keeps), instead of having its request cut as the connection closes under it.
 */
export const SHUTDOWN_IDLE_GRACE_MS = 1000;

/**
 * Exits the process after `close()` on the first SIGINT or SIGTERM, or when the process that started
 * it has ended (`npm start` stopped by a supervisor: see watchLaunchChain).
 */
export function exitOnStopSignals(close: () => Promise<void>, log: Logger): void {
  let stopping = false;
  const shutdown = (why: string): void => {
    if (stopping) return;
    stopping = true;
    log.info(`${why}: shutting down`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('shutdown failed', { error: error instanceof Error ? error.message : String(error) });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  watchLaunchChain(() => shutdown('the process that started the server has ended'));
}

/**
 * Listens on HOST:PORT (or the socket systemd passed: see listenTarget) with the app; closes cleanly
 * on SIGINT and SIGTERM. A port that cannot be used rejects with a one-line SettingsError.
 */
export function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { settings, handle, rebuilder, buildStore, log = consoleLogger, handleSignals = true } = options;
  const deps = createAppDeps({ settings, db: handle.db, log, rebuilder, buildStore });
  const app = createApp(deps);
  // Mail queued by requests (and any left from before a restart) goes out from here.
  deps.mailWorker.start();
  // Rate-limit counters whose window has ended are deleted now and then.
  const stopRateLimitSweep = scheduleRateLimitSweep(handle.db, (error) =>
    log.warn('rate limits: sweep failed', { error: error instanceof Error ? error.message : String(error) }),
  );
  // Families: the weekly summary e-mails and the retention of inactive child profiles (each parent and
  // child is claimed by a conditional update, so with several servers only one sends).
  const stopFamilyJobs = scheduleFamilyJobs(deps, (error) =>
    log.warn('families: job failed', { error: error instanceof Error ? error.message : String(error) }),
  );
  // The daily rebuild, rebuild requests and the live build are shared with every server on the database.
  const stopDailyRebuild = scheduleDailyRebuild({
    rebuilder,
    timeZone: settings.siteTimeZone,
    claim: (day) => claimDailyRebuild(handle.db, day),
  });
  const stopClusterWatch = watchCluster({
    db: handle.db,
    store: buildStore,
    pickUp: (reason, requestedAt) => rebuilder.pickUp(reason, requestedAt),
    isIdle: () => rebuilder.status().state === 'idle',
    debounceMs: settings.rebuildDebounceMs,
    log: (m) => log.info(m),
  });
  const stopJobs = (): void => {
    stopDailyRebuild();
    stopClusterWatch();
    stopRateLimitSweep();
    stopFamilyJobs();
  };
  return new Promise((resolve, reject) => {
    // Requests under way, for the drain on shutdown.
    let inFlight = 0;
    let stopping = false;
    const drained: Array<() => void> = [];
    // One listener for every answer's 'close' (a `once` wrapper or a second 'request' listener per
    // request costs measurable CPU on the static fast path): a response closes once.
    const requestClosed = (): void => {
      inFlight -= 1;
      if (inFlight === 0) for (const done of drained.splice(0)) done();
    };
    /** Resolves after `ms`, or as soon as no connection is left open. */
    const idleGrace = (ms: number): Promise<void> =>
      new Promise((resolve) => {
        const deadline = Date.now() + ms;
        const check = (): void => {
          server.getConnections((_error, count) => {
            if (!count || Date.now() >= deadline) resolve();
            else setTimeout(check, 20);
          });
        };
        check();
      });
    const drain = (ms: number): Promise<void> =>
      new Promise((resolve) => {
        if (inFlight === 0) return resolve();
        const timer = setTimeout(resolve, ms);
        drained.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    const paths = fastPathsOf(app);
    // A static file in memory and the session route are answered before Hono (see api/fast/index.ts).
    const answerFast = paths ? fastListener(paths, deps.metrics) : null;
    const target = listenTarget(settings);
    const server = serveOn(
      target,
      {
        fetch: app.fetch,
        hostname: settings.host,
        // optimizeEmptyRequests: a request without Content-Length or Transfer-Encoding has no body
        // (HTTP/1.1 frames a body only by one of them), so Node gives it an already-ended body
        // stream instead of running a stream's life cycle for it (Hono reads it as empty, as before).
        serverOptions: { keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS, optimizeEmptyRequests: true },
        createServer: ((options: Parameters<typeof createServer>[0], hono: RequestListener) =>
          createServer(options, (req, res) => {
            // Counted for the drain on shutdown.
            inFlight += 1;
            // Shutting down: this answer closes its connection (see SHUTDOWN_IDLE_GRACE_MS).
            if (stopping) res.shouldKeepAlive = false;
            // HTTP/1.1 connections persist without saying so: every answer (the fast paths' and
            // Hono's) leaves out Node's Connection and Keep-Alive lines (the idle timeout stays
            // KEEP_ALIVE_TIMEOUT_MS). A connection to close and HTTP/1.0 keep them.
            if (res.shouldKeepAlive && req.httpVersionMinor === 1) res.removeHeader('connection');
            res.on('close', requestClosed);
            if (answerFast) answerFast(req, res, hono);
            else hono(req, res);
          })) as typeof createServer,
      },
      (info) => {
        server.off('error', onListenError);
        const url = `http://${info.address.includes(':') ? `[${info.address}]` : info.address}:${info.port}`;
        log.info(`serving ${settings.siteName} on ${url} (public address ${settings.siteUrl.origin})`);
        let closing: Promise<void> | null = null;
        const close = (drainMs: number = SHUTDOWN_DRAIN_MS): Promise<void> => {
          closing ??= (async () => {
            stopJobs();
            stopping = true;
            // No new connections; unlike the HTTP server's close, the idle ones stay for the grace.
            const closed = new Promise<void>((done) => NetServer.prototype.close.call(server, () => done()));
            await Promise.all([
              rebuilder.stop(),
              drain(drainMs),
              idleGrace(Math.min(drainMs, SHUTDOWN_IDLE_GRACE_MS)),
            ]);
            if (inFlight > 0)
              log.warn(`shutdown: cut ${inFlight} request(s) still running after ${drainMs} ms`);
            if ('closeAllConnections' in server) server.closeAllConnections();
            await closed;
            // A mail being sent gets a few seconds; one cut off is sent again after its claim lapses.
            await deps.mailWorker.stop();
            await handle.close();
          })();
          return closing;
        };
        if (handleSignals) exitOnStopSignals(close, log);
        resolve({ server, url, close });
      },
    );
    const onListenError = (error: unknown): void => {
      stopJobs();
      void deps.mailWorker.stop().finally(() => reject(listenError(error, target)));
    };
    server.once('error', onListenError);
  });
}

/** `node api/server.ts`: prepare the database and serve whatever build is live. */
if (import.meta.main) {
  const settings = loadSettings();
  const log = loggerFor(settings);
  await prepareDatabaseApart();
  const handle = openConfiguredDatabase(settings);
  const { rebuilder, store } = createSiteRebuilder(settings, handle.db, (m) => log.info(m), undefined, {
    standby: settings.buildStandby,
    serving: true,
  });
  await startServer({ settings, handle, rebuilder, buildStore: store, log });
}
