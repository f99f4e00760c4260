/**
 * `npm run bench`: the API under load on SQLite and on PostgreSQL, and on one versus two server
 * processes sharing PostgreSQL. Three routes: the session answer (a read of the session and user),
 * "Mark as Read" (a write in a transaction) and Bible search. Each server is the real app on
 * 127.0.0.1 without site builds (scripts/bench/app-server.ts); the load is bounded (autocannon,
 * `seconds` per route). PostgreSQL is a throwaway server (tests/support/postgres-server.ts); when
 * it cannot start, its columns are skipped with a note.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createSession } from '../../api/auth/session.ts';
import { projectRoot } from '../../api/rebuild/astro-build.ts';
import { type DatabaseHandle, openDatabase, openPostgres } from '../../db/connection.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { insertUser, markEmailConfirmed } from '../../db/queries/users.ts';
import { freePort } from '../../tests/support/free-port.ts';
import { type PostgresServer, startPostgres } from '../../tests/support/postgres-server.ts';

const seconds = 4;
const connections = 10;
const origin = 'http://127.0.0.1';

interface Load {
  rps: number;
  p99: number;
  errors: number;
}

interface Route {
  name: string;
  request: (cookie: string) => {
    path: string;
    method: 'GET' | 'POST';
    headers: Record<string, string>;
    body?: string;
  };
}

const routes: Route[] = [
  {
    name: 'GET /api/auth/session (signed in)',
    request: (cookie) => ({ path: '/api/auth/session', method: 'GET', headers: { cookie } }),
  },
  {
    name: 'POST /api/reading-progress (Mark as Read)',
    request: (cookie) => ({
      path: '/api/reading-progress',
      method: 'POST',
      headers: { cookie, origin, 'content-type': 'application/json' },
      body: JSON.stringify({ version: 'kjv', book: 'john', chapter: 3 }),
    }),
  },
  {
    name: 'GET /api/bible/search?q=love',
    request: () => ({ path: '/api/bible/search?q=love&limit=20', method: 'GET', headers: {} }),
  },
];

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`the bench server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the bench server did not answer at ${base}`);
}

/** Migrated, the Bible imported, starter content, and one confirmed account with a session: its cookie. */
export async function prepare(handle: DatabaseHandle): Promise<string> {
  await prepareDatabase(handle);
  return benchSessionCookie(handle, 'bench-user', 'bench@example.org');
}

/** A confirmed account with a session (no password to check): its Cookie header. */
export async function benchSessionCookie(handle: DatabaseHandle, id: string, email: string): Promise<string> {
  const user = await insertUser(handle.db, { id, email, fullName: null, passwordHash: 'x' });
  await markEmailConfirmed(handle.db, user.id);
  return `session=${(await createSession(handle.db, user.id, true)).token}`;
}

/** Starts `count` API servers on the database `env` names; returns their addresses and a stop. */
async function startServers(
  count: number,
  env: Record<string, string>,
): Promise<{ bases: string[]; stop: () => Promise<void> }> {
  const children: ChildProcess[] = [];
  const bases: string[] = [];
  const stop = async (): Promise<void> => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  try {
    for (let i = 0; i < count; i++) {
      const port = await freePort();
      const child = spawn(process.execPath, [path.join(projectRoot, 'scripts/bench/app-server.ts')], {
        // TRUST_PROXY off: every request comes from 127.0.0.1; the routes measured have no rate limit.
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          SITE_URL: origin,
          TRUST_PROXY: 'false',
          ...env,
        },
        stdio: 'ignore',
      });
      children.push(child);
      const base = `http://127.0.0.1:${port}`;
      await waitForHealth(base, child);
      bases.push(base);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { bases, stop };
}

/** The route under load on every server at once, the connections shared out; requests/s summed, the worst p99. */
async function loadRoute(bases: string[], route: Route, cookie: string): Promise<Load> {
  const { path: pathname, ...request } = route.request(cookie);
  const results = await Promise.all(
    bases.map((base) =>
      autocannon({
        url: `${base}${pathname}`,
        connections: Math.max(1, Math.round(connections / bases.length)),
        duration: seconds,
        ...request,
      }),
    ),
  );
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  };
}

async function measure(count: number, env: Record<string, string>, cookie: string): Promise<Load[]> {
  const servers = await startServers(count, env);
  try {
    const loads: Load[] = [];
    for (const route of routes) {
      // A short warm-up so that connection pools and caches are filled before the measured run.
      for (const base of servers.bases) {
        const { path: pathname, ...request } = route.request(cookie);
        await (await fetch(`${base}${pathname}`, request)).arrayBuffer();
      }
      loads.push(await loadRoute(servers.bases, route, cookie));
    }
    return loads;
  } finally {
    await servers.stop();
  }
}

const cell = (load: Load | undefined): string =>
  load
    ? `${Math.round(load.rps)} req/s, p99 ${load.p99} ms${load.errors ? `, ${load.errors} errors` : ''}`
    : 'skipped';

export async function measureDatabases(): Promise<void> {
  console.log(
    `\n## The API on SQLite and PostgreSQL: ${connections} connections for ${seconds} s a route on 127.0.0.1\n`,
  );
  const dir = mkdtempSync(path.join(tmpdir(), 'bsb-bench-db-'));
  let postgres: PostgresServer | null = null;
  try {
    const sqliteDir = path.join(dir, 'sqlite');
    const sqlite = openDatabase(path.join(sqliteDir, 'app.db'));
    const sqliteCookie = await prepare(sqlite);
    await sqlite.close();
    const onSqlite = await measure(1, { DATA_DIR: sqliteDir, DATABASE_URL: '' }, sqliteCookie);

    let onPostgres: Load[] = [];
    let onTwo: Load[] = [];
    let note = '';
    try {
      postgres = await startPostgres();
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      await admin.query('create database bsb_bench');
      await admin.end();
      const url = new URL(postgres.url);
      url.pathname = '/bsb_bench';
      const handle = openPostgres(url.href);
      const cookie = await prepare(handle);
      await handle.close();
      const env = { DATA_DIR: path.join(dir, 'pg'), DATABASE_URL: url.href };
      onPostgres = await measure(1, env, cookie);
      onTwo = await measure(2, env, cookie);
    } catch (error) {
      note = `PostgreSQL skipped: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    }

    console.log('| route | SQLite, 1 server | PostgreSQL, 1 server | PostgreSQL, 2 servers |');
    console.log('|---|---|---|---|');
    routes.forEach((route, i) => {
      console.log(`| ${route.name} | ${cell(onSqlite[i])} | ${cell(onPostgres[i])} | ${cell(onTwo[i])} |`);
    });
    console.log(
      '\nTwo servers: each gets half the connections; requests/s are summed, p99 is the worse of the two. ' +
        'On a 2-core machine the load generator and PostgreSQL share the cores with the servers.',
    );
    if (note) console.log(note);
  } finally {
    postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) await measureDatabases();
