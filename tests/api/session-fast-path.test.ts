import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { checkSessionToken, checkSessionTokenNow, createSession } from '../../api/auth/session.ts';
import { sessionFastPathOf } from '../../api/fast/index.ts';
import { memoryLogger } from '../../api/log.ts';
import type { RunningServer } from '../../api/server.ts';
import { findSessionWithUser, findSessionWithUserNow } from '../../db/queries/sessions.ts';
import { insertAccount, sessionCookieFor } from './helpers/accounts.ts';
import { createTestApp, onPostgres, type TestApp } from './helpers/test-app.ts';
import { expectPersistsQuietly, startWireServer, type WireAnswer, wireRequest } from './helpers/wire.ts';

let t: TestApp;
let running: RunningServer;
const log = memoryLogger();

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.org' });
  running = await startWireServer(t, log);
});
afterAll(async () => {
  await running.close();
  await t.close();
});

/** An answer as received, its body as text. */
type Raw = Omit<WireAnswer, 'body'> & { body: string };

/** The session route's answer as received, its body as text. */
async function raw(method: string, pathname: string, headers: Record<string, string> = {}): Promise<Raw> {
  const answer = await wireRequest(running, method, pathname, headers);
  return { ...answer, body: answer.body.toString() };
}

/** The same request through Hono (app.request), in the same shape. */
async function throughHono(headers: Record<string, string>): Promise<Raw> {
  const res = await t.app.request('/api/auth/session', { headers });
  const body = await res.text();
  return {
    status: res.status,
    headers: { ...Object.fromEntries(res.headers), 'content-length': String(Buffer.byteLength(body)) },
    body,
  };
}

const fastPath = () => sessionFastPathOf(createApp(t.deps))!;
const sessionLine = (l: string) => /^info GET \/api\/auth\/session 200 \d+ms$/.test(l);

describe('GET /api/auth/session answered before Hono', () => {
  it('gives the same status, headers and body as Hono, signed in, as an admin and signed out', async () => {
    const user = await sessionCookieFor(t, await insertAccount(t, 'fast-user@example.org'));
    const admin = await sessionCookieFor(t, await insertAccount(t, 'boss@example.org'));
    for (const cookie of [user, admin, undefined, 'other=1']) {
      // The fast path answers these itself (nothing to write).
      expect(await fastPath()('GET', '/api/auth/session', cookie), String(cookie)).not.toBeNull();
      const lines = log.lines.length;
      // The same X-Request-Id to both: it is echoed, so the answers are byte for byte the same.
      const headers = { ...(cookie ? { cookie } : {}), 'x-request-id': 'same-request' };
      const fast = await raw('GET', '/api/auth/session', headers);
      expect(fast).toEqual(await throughHono(headers));
      expect(fast.headers['x-request-id']).toBe('same-request');
      expect(fast.headers['x-frame-options']).toBe('DENY');
      expect(fast.headers['cache-control']).toBe('no-store');
      // The request log has its line, as for any API request.
      expect(log.lines.slice(lines).filter(sessionLine)).toHaveLength(1);
    }
    expect(JSON.parse((await raw('GET', '/api/auth/session', { cookie: admin })).body).isAdmin).toBe(true);
    expect(JSON.parse((await raw('GET', '/api/auth/session', { cookie: user })).body).user.email).toBe(
      'fast-user@example.org',
    );
  });

  it('leaves answers that write to Hono: a forged or expired session, and the once-a-minute touch', async () => {
    const userId = await insertAccount(t, 'fast-writes@example.org');
    const forged = 'session=abc.def';
    expect(await fastPath()('GET', '/api/auth/session', forged)).toBeNull();
    const cleared = await raw('GET', '/api/auth/session', { cookie: forged });
    expect(String(cleared.headers['set-cookie'])).toMatch(/^session=; Max-Age=0/);
    expect(JSON.parse(cleared.body).user).toBeNull();

    // A remembered session last used two minutes ago: its use is written and its cookie sent again.
    const { token, session } = await createSession(t.db, userId, true);
    const twoMinutesAgo = new Date(Date.now() - 120_000).toISOString();
    await t.db
      .updateTable('sessions')
      .set({ last_verified_at: twoMinutesAgo })
      .where('id', '=', session.id)
      .execute();
    expect(await fastPath()('GET', '/api/auth/session', `session=${token}`)).toBeNull();
    const touched = await raw('GET', '/api/auth/session', { cookie: `session=${token}` });
    expect(JSON.parse(touched.body).user.email).toBe('fast-writes@example.org');
    expect(String(touched.headers['set-cookie'])).toMatch(/^session=.+; Max-Age=\d+/);
    const row = await t.db
      .selectFrom('sessions')
      .select('last_verified_at')
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(new Date(row.last_verified_at).getTime()).toBeGreaterThan(Date.parse(twoMinutesAgo));
    // Now touched: the next answer comes from the fast path again.
    expect(await fastPath()('GET', '/api/auth/session', `session=${token}`)).not.toBeNull();

    // An expired session: deleted, its cookie cleared.
    const old = await createSession(t.db, userId, false);
    await t.db
      .updateTable('sessions')
      .set({ last_verified_at: new Date(Date.now() - 2 * 86_400_000).toISOString() })
      .where('id', '=', old.session.id)
      .execute();
    const expired = await raw('GET', '/api/auth/session', { cookie: `session=${old.token}` });
    expect(String(expired.headers['set-cookie'])).toMatch(/^session=; Max-Age=0/);
    const left = await t.db
      .selectFrom('sessions')
      .select(sql<number>`count(*)`.as('n'))
      .where('id', '=', old.session.id)
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
  });

  it('sees at the next request what another server changed: a new name, a session ended', async () => {
    const userId = await insertAccount(t, 'fast-elsewhere@example.org');
    const cookie = await sessionCookieFor(t, userId);
    const ask = async () => JSON.parse((await raw('GET', '/api/auth/session', { cookie })).body);
    expect((await ask()).user.email).toBe('fast-elsewhere@example.org');
    // Asked again with nothing changed (over SQLite the read's rows are kept: still the same answer).
    expect((await ask()).user.fullName).toBeNull();
    // Another server: its own connection to the same database.
    const other = t.connectAgain();
    try {
      await other.db
        .updateTable('users')
        .set({ full_name: 'Renamed Elsewhere' })
        .where('id', '=', userId)
        .execute();
      expect((await ask()).user.fullName).toBe('Renamed Elsewhere');
      await other.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    } finally {
      await other.close();
    }
    expect(await fastPath()('GET', '/api/auth/session', cookie)).toBeNull();
    const ended = await raw('GET', '/api/auth/session', { cookie });
    expect(JSON.parse(ended.body).user).toBeNull();
    expect(String(ended.headers['set-cookie'])).toMatch(/^session=; Max-Age=0/);
  });

  it('keeps an HTTP/1.1 connection without Connection and Keep-Alive lines; closes one asked to', async () => {
    const cookie = await sessionCookieFor(t, await insertAccount(t, 'fast-connection@example.org'));
    await expectPersistsQuietly(running, '/api/auth/session', [`Cookie: ${cookie}\r\n`, '']);
  });

  it('takes only a plain GET of the route', async () => {
    const cookie = await sessionCookieFor(t, await insertAccount(t, 'fast-plain@example.org'));
    for (const [method, url] of [
      ['HEAD', '/api/auth/session'],
      ['POST', '/api/auth/session'],
      ['GET', '/api/auth/session?x=1'],
      ['GET', '/api/auth/session/'],
      ['GET', '/api/auth/sessions'],
    ] as const) {
      expect(await fastPath()(method, url, cookie), `${method} ${url}`).toBeNull();
    }
    // Through Hono they answer as before.
    expect((await raw('GET', '/api/auth/session?x=1', { cookie })).status).toBe(200);
    expect((await raw('HEAD', '/api/auth/session', { cookie })).status).toBe(200);
  });

  it('answers at once over SQLite outside a transaction, else with a promise, the same answer', async () => {
    const cookie = await sessionCookieFor(t, await insertAccount(t, 'fast-now@example.org'));
    const token = cookie.slice('session='.length);
    const sessionId = token.split('.')[0]!;
    const now = fastPath()('GET', '/api/auth/session', cookie, 'same-request');
    // PostgreSQL reads only with a promise; SQLite answers in the same turn.
    expect(now instanceof Promise).toBe(onPostgres);
    expect(checkSessionTokenNow(t.db, token) === undefined).toBe(onPostgres);
    expect(findSessionWithUserNow(t.db, sessionId) === undefined).toBe(onPostgres);
    if (!onPostgres) {
      expect(findSessionWithUserNow(t.db, sessionId)).toEqual(await findSessionWithUser(t.db, sessionId));
      expect(checkSessionTokenNow(t.db, token)).toEqual(await checkSessionToken(t.db, token));
      expect(findSessionWithUserNow(t.db, 'no-such-session')).toBeNull();
      expect(checkSessionTokenNow(t.db, `${sessionId}.wrong-secret`)).toEqual({ state: 'invalid' });
    }
    for (const malformed of ['', 'abc', '.abc', 'abc.', 'a.b.c']) {
      expect(checkSessionTokenNow(t.db, malformed), malformed).toEqual({ state: 'invalid' });
    }
    // Signed out: nothing to read, an answer at once on both databases.
    expect(fastPath()('GET', '/api/auth/session', undefined)).not.toBeInstanceOf(Promise);
    // A transaction open on the connection: a read now could see its uncommitted rows, so it waits.
    let inTransaction = null as ReturnType<ReturnType<typeof fastPath>>;
    await t.db.transaction().execute(async (trx) => {
      await trx.selectFrom('sessions').select('id').where('id', '=', sessionId).execute();
      inTransaction = fastPath()('GET', '/api/auth/session', cookie, 'same-request');
    });
    expect(inTransaction).toBeInstanceOf(Promise);
    expect(await inTransaction).toEqual(await now);
    expect(JSON.parse((await now)!.body).user.email).toBe('fast-now@example.org');
  });

  it('leaves a request to Hono when the session read fails (Hono answers and logs it)', async () => {
    const broken = await createTestApp();
    const brokenLog = memoryLogger();
    const server = await startWireServer(broken, brokenLog);
    try {
      const cookie = await sessionCookieFor(broken, await insertAccount(broken, 'fast-broken@example.org'));
      // The read fails at once over SQLite (it throws), with a rejected promise over PostgreSQL.
      await sql`alter table sessions rename to sessions_gone`.execute(broken.db);
      const brokenFast = sessionFastPathOf(createApp(broken.deps))!;
      if (onPostgres) await expect(brokenFast('GET', '/api/auth/session', cookie)).rejects.toThrow();
      else expect(() => brokenFast('GET', '/api/auth/session', cookie)).toThrow();
      const answer = await wireRequest(server, 'GET', '/api/auth/session', { cookie });
      expect(answer.status).toBe(500);
      expect(brokenLog.lines.some((l) => /^info GET \/api\/auth\/session 500 \d+ms$/.test(l))).toBe(true);
    } finally {
      await server.close();
      await broken.close();
    }
  });
});
