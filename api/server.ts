import { serve, type ServerType } from '@hono/node-server';
import { openDatabase, type DatabaseHandle } from '../db/connection.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { createApp } from './app.ts';
import { createAppDeps } from './deps.ts';
import { consoleLogger, type Logger } from './log.ts';
import { scheduleDailyRebuild } from './rebuild/daily-rebuild.ts';
import { createSiteRebuilder } from './rebuild/site-rebuilder.ts';
import type { Rebuilder } from './rebuild/rebuilder.ts';
import type { BuildStore } from './rebuild/build-store.ts';
import { dataPaths, loadSettings, type Settings } from './settings.ts';

export interface RunningServer {
  server: ServerType;
  url: string;
  close(): Promise<void>;
}

export interface StartServerOptions {
  settings: Settings;
  handle: DatabaseHandle;
  rebuilder: Rebuilder;
  buildStore: BuildStore;
  log?: Logger;
}

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is shorter than the idle
 * time of the clients that reuse connections: reverse proxies (nginx keeps upstream connections
 * 60 s, Caddy 2 min) and HTTP clients with a connection pool. A client that reuses a connection
 * just as Node closes it gets a reset (a proxy answers 502), so the server waits longer than they do.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 125_000;

/** Listens on HOST:PORT with the app; closes cleanly on SIGINT and SIGTERM. */
export function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { settings, handle, rebuilder, buildStore, log = consoleLogger } = options;
  const app = createApp(createAppDeps({ settings, db: handle.db, log, rebuilder, buildStore }));
  const stopDailyRebuild = scheduleDailyRebuild({ rebuilder, timeZone: settings.siteTimeZone });
  return new Promise((resolve) => {
    const server = serve(
      {
        fetch: app.fetch,
        port: settings.port,
        hostname: settings.host,
        serverOptions: { keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS },
      },
      (info) => {
      const url = `http://${info.address.includes(':') ? `[${info.address}]` : info.address}:${info.port}`;
      log.info(`serving ${settings.siteName} on ${url} (public address ${settings.siteUrl.origin})`);
      const close = async (): Promise<void> => {
        stopDailyRebuild();
        rebuilder.stop();
        await new Promise<void>((done) => server.close(() => done()));
        await handle.close();
      };
      const shutdown = (signal: string): void => {
        log.info(`${signal}: shutting down`);
        close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once('SIGINT', () => shutdown('SIGINT'));
      process.once('SIGTERM', () => shutdown('SIGTERM'));
      resolve({ server, url, close });
    });
  });
}

/** `node api/server.ts`: prepare the database and serve whatever build is live. */
if (import.meta.main) {
  const settings = loadSettings();
  const handle = openDatabase(dataPaths(settings).database);
  await prepareDatabase(handle);
  const { rebuilder, store } = createSiteRebuilder(settings, (m) => consoleLogger.info(m));
  await startServer({ settings, handle, rebuilder, buildStore: store });
}
