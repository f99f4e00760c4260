import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import pg from 'pg';
import { describe, inject } from 'vitest';
import { createApp } from '../../../api/app.ts';
import type { AppDeps, AppEnv } from '../../../api/context.ts';
import { createAppDeps } from '../../../api/deps.ts';
import { memoryLogger } from '../../../api/log.ts';
import { BuildStore } from '../../../api/rebuild/build-store.ts';
import type { BuildRecord, Rebuilder, RebuildStatus } from '../../../api/rebuild/rebuilder.ts';
import { parseSettings, type Settings } from '../../../config/settings.ts';
import { type AppDatabase, type DatabaseHandle, openDatabase, openPostgres } from '../../../db/connection.ts';
import { migrateToLatest } from '../../../db/migrate.ts';
import { templateDatabase } from '../../support/postgres-server.ts';

export const testOrigin = 'http://localhost:4321';

/** A rebuilder that only records what was asked of it. */
export interface FakeRebuilder extends Rebuilder {
  requests: string[];
}

export function fakeRebuilder(store: BuildStore): FakeRebuilder {
  const requests: string[] = [];
  const finished = new Set<(record: BuildRecord) => void>();
  const record = (): BuildRecord => {
    const now = new Date().toISOString();
    return { id: 'b-fake', startedAt: now, finishedAt: now, durationMs: 0, ok: true, error: null };
  };
  return {
    requests,
    requestRebuild: (reason) => void requests.push(reason),
    pickUp: (reason) => void requests.push(reason),
    makeLive: async (to) => store.makeLive(to),
    rebuildNow: async (reason) => {
      requests.push(reason);
      const built = record();
      for (const listener of finished) listener(built);
      return built;
    },
    status: (): RebuildStatus => {
      const info = store.currentInfo();
      return {
        state: 'idle',
        startedAt: null,
        live: info ? { id: info.id, since: info.finishedAt } : null,
        last: null,
      };
    },
    whenIdle: async () => {},
    onFinished: (listener) => {
      finished.add(listener);
      return () => finished.delete(listener);
    },
    stop: async () => {},
  };
}

export interface TestApp {
  app: Hono<AppEnv>;
  db: AppDatabase;
  handle: DatabaseHandle;
  settings: Settings;
  deps: AppDeps;
  rebuilder: FakeRebuilder;
  log: ReturnType<typeof memoryLogger>;
  dataDir: string;
  /** The test database's postgres://… address on PostgreSQL; null on SQLite. */
  databaseUrl: string | null;
  /** app.request with the site's Origin on every request, as a same-origin browser sends it. */
  request(pathname: string, init?: RequestInit): Promise<Response>;
  /** A JSON request from the same origin. */
  json(method: string, pathname: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Another connection to the same database, as another server process would have (close it). */
  connectAgain(): DatabaseHandle;
  /** Makes every query fail from now on (the database went away). */
  breakDatabase(): Promise<void>;
  /** Sends every mail that is due now (what the server's mail worker does moments after a request). */
  deliverMail(): Promise<number>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * "after-each-request" (the default): after each answer of `request`/`json`, the queued mail is
   * delivered to DATA_DIR/outbox, as the server's worker does moments later, so a test can read it
   * at once. "manual": nothing is sent until the test calls `deliverMail()` or runs the worker.
   */
  mail?: 'after-each-request' | 'manual';
}

/**
 * The `api-pg` project runs every API test again on PostgreSQL (its global setup starts a server);
 * the `api` project on SQLite.
 */
export const onPostgres = inject('postgresUrl') !== undefined;

/**
 * `describe` for tests of the SQLite file or of processes only: on PostgreSQL the group is skipped,
 * with the reason in its title (the report lists it as skipped).
 */
export function describeSqliteOnly(reason: string): (title: string, tests: () => void) => void {
  return (title, tests) => {
    if (onPostgres) describe.skip(`${title} (skipped on PostgreSQL: ${reason})`, tests);
    else describe(title, tests);
  };
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

interface TestDatabase {
  handle: DatabaseHandle;
  url: string | null;
  drop(): Promise<void>;
}

/** A fresh PostgreSQL database, copied from the migrated template, and dropped afterwards. */
async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `bsb_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name} template ${templateDatabase}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.href);
  await migrateToLatest(handle.db);
  return {
    handle,
    url: url.href,
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** A freshly migrated temporary database and the real app over it. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bsb-api-'));
  // TRUST_PROXY lets each request carry its own client address (X-Forwarded-For) for rate limits.
  const settings = parseSettings({ DATA_DIR: dataDir, SITE_URL: testOrigin, TRUST_PROXY: 'true', ...env });
  const postgresUrl = inject('postgresUrl');
  let testDatabase: TestDatabase;
  if (postgresUrl) {
    testDatabase = await createPostgresDatabase(postgresUrl);
  } else {
    const sqlite = openDatabase(path.join(dataDir, 'app.db'));
    await migrateToLatest(sqlite.db);
    testDatabase = { handle: sqlite, url: null, drop: async () => {} };
  }
  const { handle } = testDatabase;
  let closed = false;
  const buildStore = new BuildStore(path.join(dataDir, 'builds'));
  const rebuilder = fakeRebuilder(buildStore);
  const log = memoryLogger();
  const deps: AppDeps = createAppDeps({ settings, db: handle.db, log, rebuilder, buildStore });
  const app = createApp(deps);
  let requestCount = 1;
  const deliverMail = (): Promise<number> => deps.mailWorker.drain();
  const request = async (pathname: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (!headers.has('origin')) headers.set('origin', testOrigin);
    // A fresh address per request unless the test names one, so rate limits apply only where tested.
    if (!headers.has('x-forwarded-for'))
      headers.set('x-forwarded-for', `10.0.${(requestCount >> 8) & 255}.${requestCount++ & 255}`);
    const res = await app.request(pathname, { ...init, headers });
    if ((options.mail ?? 'after-each-request') === 'after-each-request') await deliverMail();
    return res;
  };
  return {
    app,
    db: handle.db,
    handle,
    settings,
    deps,
    rebuilder,
    log,
    dataDir,
    databaseUrl: testDatabase.url,
    request,
    json: (method, pathname, body, headers = {}) =>
      request(pathname, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    connectAgain: () =>
      testDatabase.url ? openPostgres(testDatabase.url) : openDatabase(path.join(dataDir, 'app.db')),
    breakDatabase: async () => {
      if (handle.dialect === 'sqlite') {
        handle.sqlite.close();
        return;
      }
      closed = true;
      await handle.close();
    },
    deliverMail,
    close: async () => {
      await deps.mailWorker.stop();
      if (!closed) await handle.close();
      await testDatabase.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
