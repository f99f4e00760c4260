import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type ServerType, serve } from '@hono/node-server';
import { type DatabaseHandle, openConfiguredDatabase } from '../db/connection.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { createApp, sessionFastPathOf, staticFastPath } from './app.ts';
import { scheduleRateLimitSweep } from './auth/rate-limit.ts';
import { type SessionFastAnswer, sessionPath } from './auth/session-fast-path.ts';
import { createAppDeps } from './deps.ts';
import { scheduleFamilyJobs } from './family/jobs.ts';
import { consoleLogger, type Logger } from './log.ts';
import type { BuildStore } from './rebuild/build-store.ts';
import { claimDailyRebuild, watchCluster } from './rebuild/cluster.ts';
import { scheduleDailyRebuild } from './rebuild/daily-rebuild.ts';
import type { Rebuilder } from './rebuild/rebuilder.ts';
import { createSiteRebuilder } from './rebuild/site-rebuilder.ts';
import { loadSettings, type Settings } from './settings.ts';

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

/** A Host header @hono/node-server takes as it is (a name or address, an optional port). */
const plainHost = /^[a-z0-9._-]+(?::\d{1,5})?$/;

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

/** Exits the process after `close()` on the first SIGINT or SIGTERM. */
export function exitOnStopSignals(close: () => Promise<void>, log: Logger): void {
  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down`);
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
}

/** Listens on HOST:PORT with the app; closes cleanly on SIGINT and SIGTERM. */
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
    pickUp: (reason) => rebuilder.pickUp(reason),
    isIdle: () => rebuilder.status().state === 'idle',
    debounceMs: settings.rebuildDebounceMs,
    log: (m) => log.info(m),
  });
  return new Promise((resolve) => {
    // Requests under way, for the drain on shutdown.
    let inFlight = 0;
    const drained: Array<() => void> = [];
    // One listener for every answer's 'close' (a `once` wrapper or a second 'request' listener per
    // request costs measurable CPU on the static fast path): a response closes once.
    const requestClosed = (): void => {
      inFlight -= 1;
      if (inFlight === 0) for (const done of drained.splice(0)) done();
    };
    const drain = (ms: number): Promise<void> =>
      new Promise((resolve) => {
        if (inFlight === 0) return resolve();
        const timer = setTimeout(resolve, ms);
        drained.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    // HTTP/1.1 connections persist without saying so: every answer (the fast paths' and Hono's)
    // leaves out Node's Connection and Keep-Alive lines (the idle timeout stays
    // KEEP_ALIVE_TIMEOUT_MS). A connection to close and HTTP/1.0 keep them.
    const withoutConnectionLines = (req: IncomingMessage, res: ServerResponse<IncomingMessage>): void => {
      if (res.shouldKeepAlive && req.httpVersionMinor === 1) res.removeHeader('connection');
    };
    const fromMemory = staticFastPath(app);
    const sessionAnswer = sessionFastPathOf(app);
    let listener: Parameters<typeof createServer>[1];
    /** The session route's fast answer sent; null: the request goes through Hono. */
    const sendSession = (
      session: SessionFastAnswer | null,
      req: IncomingMessage,
      res: ServerResponse<IncomingMessage>,
    ): void => {
      if (!session) {
        listener?.(req, res);
        return;
      }
      res.writeHead(session.status, session.headers);
      res.end(session.body);
    };
    const server = serve(
      {
        fetch: app.fetch,
        port: settings.port,
        hostname: settings.host,
        // optimizeEmptyRequests: a request without Content-Length or Transfer-Encoding has no body
        // (HTTP/1.1 frames a body only by one of them), so Node gives it an already-ended body
        // stream instead of running a stream's life cycle for it (Hono reads it as empty, as before).
        serverOptions: { keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS, optimizeEmptyRequests: true },
        // A static file already in memory is answered here, before Hono's request objects, router
        // and middlewares (the same answer they give: see `staticFastPath`), and so is the session
        // route when its answer writes nothing (`sessionFastPathOf`); the rest goes to Hono.
        createServer: ((options: Parameters<typeof createServer>[0], honoListener: typeof listener) => {
          listener = honoListener;
          return createServer(options, (req, res) => {
            // Counted for the drain on shutdown.
            inFlight += 1;
            res.on('close', requestClosed);
            withoutConnectionLines(req, res);
            const answer = fromMemory?.(req.method, req.url, (name) => {
              const value = req.headers[name];
              return Array.isArray(value) ? value.join(', ') : value;
            });
            if (answer) {
              res.writeHead(answer.status, answer.headers);
              if (answer.body) res.end(answer.body);
              else res.end();
              return;
            }
            // Hono refuses a request without a plain Host (400): those go to it.
            if (sessionAnswer && req.url === sessionPath && plainHost.test(req.headers.host ?? '')) {
              let session: ReturnType<typeof sessionAnswer>;
              try {
                session = sessionAnswer(req.method, req.url, req.headers.cookie);
              } catch {
                // Hono answers as it would have (a database error is logged and answered 500 there).
                return listener?.(req, res);
              }
              // Over SQLite the answer is there at once: sent in this turn, without a promise.
              if (!(session instanceof Promise)) return sendSession(session, req, res);
              session.then(
                (answer) => sendSession(answer, req, res),
                () => listener?.(req, res),
              );
              return;
            }
            listener?.(req, res);
          });
        }) as typeof createServer,
      },
      (info) => {
        const url = `http://${info.address.includes(':') ? `[${info.address}]` : info.address}:${info.port}`;
        log.info(`serving ${settings.siteName} on ${url} (public address ${settings.siteUrl.origin})`);
        let closing: Promise<void> | null = null;
        const close = (drainMs: number = SHUTDOWN_DRAIN_MS): Promise<void> => {
          closing ??= (async () => {
            stopDailyRebuild();
            stopClusterWatch();
            stopRateLimitSweep();
            stopFamilyJobs();
            const closed = new Promise<void>((done) => server.close(() => done()));
            await Promise.all([rebuilder.stop(), drain(drainMs)]);
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
  });
}

/** `node api/server.ts`: prepare the database and serve whatever build is live. */
if (import.meta.main) {
  const settings = loadSettings();
  const handle = openConfiguredDatabase(settings);
  await prepareDatabase(handle);
  const { rebuilder, store } = createSiteRebuilder(
    settings,
    handle.db,
    (m) => consoleLogger.info(m),
    undefined,
    {
      standby: settings.buildStandby,
    },
  );
  await startServer({ settings, handle, rebuilder, buildStore: store });
}
