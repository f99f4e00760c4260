import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import type { AppEnv } from '../../api/context.ts';
import { createAppDeps } from '../../api/deps.ts';
import { memoryLogger } from '../../api/log.ts';
import type { AstroBuildResult } from '../../api/rebuild/astro-build.ts';
import { BuildStore } from '../../api/rebuild/build-store.ts';
import { type BuildCoordinator, databaseCoordinator, watchCluster } from '../../api/rebuild/cluster.ts';
import { createRebuilder, type Rebuilder } from '../../api/rebuild/rebuilder.ts';
import type { DatabaseHandle } from '../../db/connection.ts';
import { freePort } from '../support/free-port.ts';
import { fakeMp4 } from '../support/media-fixtures.ts';
import { startS3Server, type TestS3Server } from '../support/s3-server.ts';
import { adminEmail } from './helpers/admin.ts';
import { defaultPassword, newSignedInUser } from './helpers/auth.ts';
import { createTestApp, onPostgres, type TestApp, testOrigin } from './helpers/test-app.ts';

/**
 * Two app servers on one database and one shared DATA_DIR (its builds folder): each has its own
 * connection, its own app, its own rebuilder and its own watch of the shared build state, as two
 * server processes have. The site build is a fake that writes a page and a hashed asset, so that
 * "exactly one build" and "both serve it" are checked for real without Astro's minute.
 */
interface Server {
  name: string;
  app: Hono<AppEnv>;
  rebuilder: Rebuilder;
  store: BuildStore;
  stopWatch: () => void;
  close: () => Promise<void>;
  get(pathname: string, headers?: Record<string, string>): Promise<Response>;
  json(method: string, pathname: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
}

/** Every build any server ran, in order: which server built it. */
const builds: string[] = [];
/** Every time a server was refused the build lease (another server held it): which server. */
const refusals: string[] = [];
/** What a fake build waits for before it writes its site; a test that needs a state sets it. */
let buildEndsWhen: () => Promise<unknown> = async () => {};

function fakeBuild(name: string) {
  return async (outDir: string): Promise<AstroBuildResult> => {
    builds.push(name);
    const n = builds.length;
    await buildEndsWhen();
    mkdirSync(path.join(outDir, '_astro'), { recursive: true });
    writeFileSync(path.join(outDir, 'index.html'), `<p>build ${n} by ${name}</p>`);
    writeFileSync(path.join(outDir, '_astro', `app.${n}.js`), `console.log(${n});`);
    return { ok: true, outputTail: '' };
  };
}

const projectRoot = path.resolve(import.meta.dirname, '../..');

let t: TestApp;
let bucket: TestS3Server;
const mediaAdminEmail = 'media-admin@example.org';
let a: Server;
let b: Server;
let requestCount = 1;

/** The coordinator, noting in `refusals` each time it refuses this server the lease. */
function countingRefusals(name: string, coordinator: BuildCoordinator): BuildCoordinator {
  return {
    ...coordinator,
    tryLock: async (buildId) => {
      const locked = await coordinator.tryLock(buildId);
      if (!locked) refusals.push(name);
      return locked;
    },
  };
}

function server(name: string, handle: DatabaseHandle, own: boolean): Server {
  const log = memoryLogger();
  const store = new BuildStore(path.join(t.dataDir, 'builds'));
  const rebuilder = createRebuilder({
    store,
    build: fakeBuild(name),
    debounceMs: 200,
    keepBuilds: 3,
    fingerprint: 'test',
    coordinator: countingRefusals(name, databaseCoordinator(handle.db)),
  });
  const deps = createAppDeps({ settings: t.settings, db: handle.db, log, rebuilder, buildStore: store });
  const app = createApp(deps);
  const stopWatch = watchCluster({
    db: handle.db,
    store,
    pickUp: (reason, requestedAt) => rebuilder.pickUp(reason, requestedAt),
    isIdle: () => rebuilder.status().state === 'idle',
    debounceMs: 200,
    pollMs: 100,
  });
  const request = async (pathname: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    headers.set('origin', testOrigin);
    if (!headers.has('x-forwarded-for'))
      headers.set('x-forwarded-for', `10.9.${(requestCount >> 8) & 255}.${requestCount++ & 255}`);
    return app.request(pathname, { ...init, headers });
  };
  return {
    name,
    app,
    rebuilder,
    store,
    stopWatch,
    close: async () => {
      stopWatch();
      await rebuilder.stop();
      await deps.mailWorker.stop();
      if (own) await handle.close();
    },
    get: (pathname, headers = {}) => request(pathname, { headers }),
    json: (method, pathname, body, headers = {}) =>
      request(pathname, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
  };
}

async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  // One bucket for both servers' uploads, as behind a load balancer.
  bucket = await startS3Server();
  t = await createTestApp({ ADMIN_EMAILS: `${adminEmail},${mediaAdminEmail}`, ...bucket.env });
  a = server('A', t.handle, false);
  b = server('B', t.connectAgain(), true);
});
afterEach(() => {
  buildEndsWhen = async () => {};
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await t?.close();
  await bucket?.stop();
});

const databaseName = onPostgres ? 'PostgreSQL' : 'SQLite';

describe(`two app servers on one ${databaseName} database, one bucket and one data folder`, () => {
  it('a session made on A works on B, and signing out on B ends it on A', async () => {
    // The account is made through the test app (which delivers its confirmation mail), on the same database.
    const cookie = await newSignedInUser(t, 'traveller@example.org');
    const signIn = await a.json('POST', '/api/auth/signin', {
      email: 'traveller@example.org',
      password: defaultPassword,
      remember: true,
    });
    expect(signIn.status).toBe(200);
    const session = signIn.headers
      .getSetCookie()
      .find((l) => l.startsWith('session='))!
      .split(';')[0]!;
    expect(session).not.toBe(cookie);
    const onB = await b.get('/api/auth/session', { cookie: session });
    expect(await onB.json()).toMatchObject({ user: { email: 'traveller@example.org' } });
    expect((await b.json('POST', '/api/auth/signout', {}, { cookie: session })).status).toBe(200);
    const onA = (await (await a.get('/api/auth/session', { cookie: session })).json()) as { user: unknown };
    expect(onA.user).toBeNull();
  });

  it('counts failed sign-ins against one account from one address across both servers', async () => {
    await newSignedInUser(t, 'target@example.org');
    const attempt = (s: Server) =>
      s.json(
        'POST',
        '/api/auth/signin',
        { email: 'target@example.org', password: 'not-the-password' },
        { 'x-forwarded-for': '203.0.113.9' },
      );
    // The limit is 5 failures per account and address: 3 on A and 2 on B use it up.
    for (const s of [a, a, a, b, b]) expect((await attempt(s)).status).toBe(400);
    for (const s of [a, b]) {
      const refused = await attempt(s);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another address is not affected.
    const other = await a.json(
      'POST',
      '/api/auth/signin',
      { email: 'target@example.org', password: 'not-the-password' },
      { 'x-forwarded-for': '203.0.113.10' },
    );
    expect(other.status).toBe(400);
  });

  it('admin changes on A and B at once lead to exactly one build, which both serve; old assets stay answerable', {
    timeout: 60_000,
  }, async () => {
    const first = await a.rebuilder.rebuildNow('first build');
    expect(first.ok).toBe(true);
    expect(builds).toEqual(['A']);
    // B serves the build A made once it has read the live build's id from the database.
    await until('B to serve build 1', async () => b.store.liveId() === first.id);
    expect(await (await b.get('/')).text()).toBe('<p>build 1 by A</p>');

    const admin = await newSignedInUser(t, adminEmail);
    // The change is made on A; the same admin's second change on B, at once, must share its build.
    // The build ends only once the other server has tried to build too and been refused the lease.
    const refusedBefore = refusals.length;
    buildEndsWhen = () =>
      until('the other server to be refused the lease', async () => refusals.length > refusedBefore);
    const [onAAsked, onBAsked] = await Promise.all([
      a.json('POST', '/api/admin/build', {}, { cookie: admin }),
      b.json('POST', '/api/admin/build', {}, { cookie: admin }),
    ]);
    expect([onAAsked.status, onBAsked.status]).toEqual([202, 202]);

    const served = async (s: Server): Promise<string | null> => {
      const text = await (await s.get('/')).text();
      return text.startsWith('<p>build 2 ') ? text : null;
    };
    const onA = await until('A to serve build 2', () => served(a));
    const onB = await until('B to serve build 2', () => served(b));
    expect(onB).toBe(onA);
    // Both servers are idle, the lease is free and every request is served: no further build can start.
    await until(
      'both servers idle',
      async () => a.rebuilder.status().state === 'idle' && b.rebuilder.status().state === 'idle',
    );
    const state = await t.db.selectFrom('site_build_state').selectAll().executeTakeFirstOrThrow();
    expect(Number(state.served_request_at)).toBeGreaterThanOrEqual(Number(state.requested_at));
    expect(Number(state.lease_until)).toBe(0);
    expect(builds).toHaveLength(2);
    expect(state.live_build_id).toBe(a.store.liveId());
    expect(state.live_build_id).toBe(b.store.liveId());
    // A page opened before the swap still finds its hashed asset on either server.
    for (const s of [a, b]) {
      const old = await s.get('/_astro/app.1.js');
      expect(old.status).toBe(200);
      expect(await old.text()).toBe('console.log(1);');
    }
  });

  it('builds again when a server died during its build (its lease lapsed)', { timeout: 30_000 }, async () => {
    const before = builds.length;
    // As a server leaves it that died during its build: the request still waiting (only a build
    // that went live marks it served), the lease still naming it, and expired.
    await t.db
      .updateTable('site_build_state')
      .set({
        lease_holder: 'gone:1:dead',
        lease_build_id: 'b-dead',
        lease_until: Date.now() - 1,
        requested_at: 5,
        served_request_at: 0,
      })
      .execute();
    await until('one build for the lost request', async () => builds.length === before + 1);
    const text = `<p>build ${before + 1} by ${builds[before]}</p>`;
    for (const s of [a, b])
      await until(`${s.name} to serve it`, async () => (await (await s.get('/')).text()) === text);
    await until(
      'both servers idle',
      async () => a.rebuilder.status().state === 'idle' && b.rebuilder.status().state === 'idle',
    );
    const state = await t.db.selectFrom('site_build_state').selectAll().executeTakeFirstOrThrow();
    expect(state.lease_holder).toBeNull();
    expect(builds).toHaveLength(before + 1);
  });

  it('a rollback made on B (Make live) is served by A too', { timeout: 30_000 }, async () => {
    const kept = a.store.keptBuilds();
    expect(kept).toHaveLength(3);
    const older = kept[2]!.id;
    // The first admin's session works on B too.
    const cookie = await (async () => {
      const res = await b.json('POST', '/api/auth/signin', {
        email: adminEmail,
        password: defaultPassword,
        remember: true,
      });
      expect(res.status).toBe(200);
      return res.headers
        .getSetCookie()
        .find((l) => l.startsWith('session='))!
        .split(';')[0]!;
    })();
    const made = await b.json('POST', '/api/admin/build/live', { id: older }, { cookie });
    expect(made.status).toBe(200);
    const state = await t.db.selectFrom('site_build_state').select('live_build_id').executeTakeFirstOrThrow();
    expect(state.live_build_id).toBe(older);
    await until(
      'A to serve build 1 again',
      async () => (await (await a.get('/')).text()) === '<p>build 1 by A</p>',
    );
    expect(builds).toHaveLength(3);
  });

  it('serves a file uploaded through A from B, with Range, and a delete on B removes it for A', async () => {
    const admin = await newSignedInUser(t, mediaAdminEmail);
    const bytes = fakeMp4(2, 4000);
    const query = new URLSearchParams({ title: 'Shared clip', fileName: 'shared.mp4' });
    const uploaded = await a.app.request(`/api/admin/media/upload?${query}`, {
      method: 'POST',
      headers: { origin: testOrigin, cookie: admin, 'content-type': 'video/mp4' },
      body: new Uint8Array(bytes),
    });
    expect(uploaded.status).toBe(201);
    const { file } = (await uploaded.json()) as { file: { id: string; url: string; filePath: string } };
    expect(await bucket.keys()).toContain(`videos/${file.filePath}`);

    const ranged = await b.get(file.url, { range: 'bytes=100-199' });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);

    const removed = await b.app.request(`/api/admin/media/${file.id}`, {
      method: 'DELETE',
      headers: { origin: testOrigin, cookie: admin },
    });
    expect(removed.status).toBe(200);
    expect(await bucket.keys()).not.toContain(`videos/${file.filePath}`);
    expect((await a.get(file.url)).status).toBe(404);
  });
});

/** A real server process (tests/support/cluster-server.ts) on the test's database and data folder. */
interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
}

async function startProcess(
  name: string,
  dataDir: string,
  databaseUrl: string | null,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(projectRoot, 'tests/support/cluster-server.ts')], {
    cwd: projectRoot,
    env: {
      ...process.env,
      SERVER_NAME: name,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SITE_URL: testOrigin,
      TRUST_PROXY: 'true',
      ADMIN_EMAILS: adminEmail,
      REBUILD_DEBOUNCE_MS: '300',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  await until(`${name} to answer (${output})`, async () => {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${output}`);
    return fetch(`${url}/api/health`).then(
      (r) => r.status > 0,
      () => false,
    );
  });
  return { url, child, output: () => output };
}

async function stopProcess(p: ServerProcess | undefined): Promise<void> {
  if (!p || p.child.exitCode !== null || p.child.signalCode !== null) return;
  const exited = new Promise((r) => p.child.once('exit', r));
  p.child.kill('SIGTERM');
  await exited;
}

describe(`two app server processes on one ${databaseName} database and one data folder`, () => {
  let pt: TestApp;
  let pa: ServerProcess;
  let pb: ServerProcess;
  let n = 1;
  const held = { FAKE_BUILD_HOLD: 'true' };
  const send = (
    p: ServerProcess,
    method: string,
    pathname: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    fetch(`${p.url}${pathname}`, {
      method,
      headers: {
        origin: testOrigin,
        'content-type': 'application/json',
        'x-forwarded-for': `10.8.0.${n++ & 255}`,
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
  const buildsRun = (): string[] => {
    try {
      return readFileSync(path.join(pt.dataDir, 'builds-run.log'), 'utf8').trim().split('\n').filter(Boolean);
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    pt = await createTestApp({ ADMIN_EMAILS: adminEmail });
    [pa, pb] = await Promise.all([
      startProcess('A', pt.dataDir, pt.databaseUrl, held),
      startProcess('B', pt.dataDir, pt.databaseUrl, held),
    ]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([stopProcess(pa), stopProcess(pb)]);
    await pt?.close();
  });

  it('shares sessions and login rate limits, builds once for an admin change on A, and both serve it', {
    timeout: 60_000,
  }, async () => {
    await newSignedInUser(pt, adminEmail);
    // A session made on A works on B.
    const signIn = await send(pa, 'POST', '/api/auth/signin', {
      email: adminEmail,
      password: defaultPassword,
      remember: true,
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .find((l) => l.startsWith('session='))!
      .split(';')[0]!;
    const onB = await send(pb, 'GET', '/api/auth/session', undefined, { cookie });
    expect(await onB.json()).toMatchObject({ user: { email: adminEmail } });

    // Failed sign-ins from one address count on both servers: 5 allowed, then 429 on either.
    const fail = (p: ServerProcess) =>
      send(
        p,
        'POST',
        '/api/auth/signin',
        { email: adminEmail, password: 'not-the-password' },
        { 'x-forwarded-for': '198.51.100.7' },
      );
    for (const p of [pa, pb, pa, pb, pa]) expect((await fail(p)).status).toBe(400);
    expect((await fail(pb)).status).toBe(429);
    expect((await fail(pa)).status).toBe(429);

    // Nothing is built yet; an admin change on A leads to exactly one build, served by both.
    expect(buildsRun()).toEqual([]);
    expect((await send(pa, 'POST', '/api/admin/build', {}, { cookie })).status).toBe(202);
    // The build is held (tests/support/cluster-server.ts) until its state is seen: one server
    // building under the lease with the request waiting, and no build by the other.
    await until('one server to build, holding the lease, with the request waiting', async () => {
      const state = await pt.db.selectFrom('site_build_state').selectAll().executeTakeFirstOrThrow();
      return (
        buildsRun().length === 1 &&
        state.lease_holder !== null &&
        Number(state.requested_at) > Number(state.served_request_at)
      );
    });
    writeFileSync(path.join(pt.dataDir, 'builds-release'), '');
    const page = async (p: ServerProcess): Promise<string | null> => {
      const res = await send(p, 'GET', '/');
      const text = await res.text();
      return res.status === 200 && text.startsWith('<p>build 1 ') ? text : null;
    };
    const onA = await until('A to serve the build', () => page(pa));
    expect(await until('B to serve the build', () => page(pb))).toBe(onA);
    await until('the lease to be free and every request served', async () => {
      const state = await pt.db.selectFrom('site_build_state').selectAll().executeTakeFirstOrThrow();
      return Number(state.lease_until) === 0 && Number(state.served_request_at) >= Number(state.requested_at);
    });
    const status = async (p: ServerProcess) =>
      ((await (await send(p, 'GET', '/api/admin/build', undefined, { cookie })).json()) as { state: string })
        .state;
    await until(
      'both servers idle',
      async () => (await status(pa)) === 'idle' && (await status(pb)) === 'idle',
    );
    expect(buildsRun()).toHaveLength(1);
  });
});

describe(`a build stopped mid-way, on one ${databaseName} database and one data folder`, () => {
  let pt: TestApp;
  let admin = '';
  const running: ServerProcess[] = [];
  // Builds held until the test releases them or stops their server (tests/support/cluster-server.ts).
  const heldBuild = { FAKE_BUILD_HOLD: 'true' };
  const start = async (name: string, env: Record<string, string> = {}): Promise<ServerProcess> => {
    const p = await startProcess(name, pt.dataDir, pt.databaseUrl, { REBUILD_DEBOUNCE_MS: '0', ...env });
    running.push(p);
    return p;
  };
  const buildsRun = (): string[] => {
    try {
      return readFileSync(path.join(pt.dataDir, 'builds-run.log'), 'utf8').trim().split('\n').filter(Boolean);
    } catch {
      return [];
    }
  };
  const buildState = () => pt.db.selectFrom('site_build_state').selectAll().executeTakeFirstOrThrow();
  const releaseFile = (): string => path.join(pt.dataDir, 'builds-release');
  const page = (p: ServerProcess, text: string) =>
    until(`${text} on ${p.url}`, async () => {
      const res = await fetch(`${p.url}/`);
      return res.status === 200 && (await res.text()) === text;
    });
  const stopWith = async (p: ServerProcess, signal: NodeJS.Signals): Promise<void> => {
    const exited = new Promise((r) => p.child.once('exit', r));
    p.child.kill(signal);
    await exited;
  };

  beforeAll(async () => {
    pt = await createTestApp({ ADMIN_EMAILS: adminEmail });
  });
  afterAll(async () => {
    await Promise.all(running.map((p) => stopProcess(p)));
    await pt?.close();
  });

  it('leaves the request waiting when its build is stopped (SIGTERM), and the other server builds it', {
    timeout: 60_000,
  }, async () => {
    admin = await newSignedInUser(pt, adminEmail);
    const a = await start('A', heldBuild);
    const rebuild = await fetch(`${a.url}/api/admin/build`, {
      method: 'POST',
      headers: { origin: testOrigin, cookie: admin, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(rebuild.status).toBe(202);
    await until('A to start building', async () => buildsRun().length === 1);
    const b = await start('B', heldBuild);
    await stopWith(a, 'SIGTERM');
    // B takes up the request A never finished; while B's build is held, it is still waiting.
    await until('B to start building', async () => buildsRun().length === 2);
    const state = await buildState();
    expect(Number(state.requested_at)).toBeGreaterThan(Number(state.served_request_at));
    expect(buildsRun()).toEqual(['A', 'B']);
    // Only once B's build is live is the request marked served.
    writeFileSync(releaseFile(), '');
    await page(b, '<p>build 2 by B</p>');
    rmSync(releaseFile());
    await until('the request to be served', async () => {
      const after = await buildState();
      return Number(after.served_request_at) >= Number(after.requested_at);
    });
    await stopWith(b, 'SIGTERM');
  });

  it('builds, at its next start, a request whose server was killed mid-build (SIGKILL)', {
    timeout: 60_000,
  }, async () => {
    const a = await start('A', heldBuild);
    const before = buildsRun().length;
    const rebuild = await fetch(`${a.url}/api/admin/build`, {
      method: 'POST',
      headers: { origin: testOrigin, cookie: admin, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(rebuild.status).toBe(202);
    await until('A to start building', async () => buildsRun().length === before + 1);
    await stopWith(a, 'SIGKILL');
    // The killed server's lease still names it; the next start on this machine sees it is gone.
    const again = await start('A2');
    await page(again, `<p>build ${before + 2} by A2</p>`);
    await until('the request to be served', async () => {
      const state = await buildState();
      return Number(state.served_request_at) >= Number(state.requested_at) && state.lease_holder === null;
    });
  });
});
