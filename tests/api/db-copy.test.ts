import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { hashPassword } from '../../api/auth/password.ts';
import { createSession } from '../../api/auth/session.ts';
import { createAppDeps } from '../../api/deps.ts';
import { memoryLogger } from '../../api/log.ts';
import { BuildStore } from '../../api/rebuild/build-store.ts';
import { parseSettings } from '../../config/settings.ts';
import { openDatabase, openPostgres, type PostgresHandle, type SqliteHandle } from '../../db/connection.ts';
import { CopyError, copySqliteToPostgres } from '../../db/copy.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { insertUser, markEmailConfirmed } from '../../db/queries/users.ts';
import type { AccountId } from '../../src/lib/ids.ts';
import { fakeRebuilder, onPostgres, testOrigin } from './helpers/test-app.ts';

async function admin(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the test server (not the migrated template): db:copy migrates it. */
async function emptyDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bsb_copy_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => admin(serverUrl, `drop database if exists ${name} with (force)`) };
}

// Moving an install from its SQLite file to PostgreSQL (npm run db:copy); needs the api-pg server.
describe.skipIf(!onPostgres)('copying an SQLite database into PostgreSQL', () => {
  const serverUrl = inject('postgresUrl') ?? '';
  let dir: string;
  let source: SqliteHandle;
  let target: PostgresHandle;
  let drop: () => Promise<void>;
  let userId: AccountId;
  const password = 'correct horse battery';
  const secretHash = Buffer.from([0, 1, 2, 254, 255, 128]);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'bsb-copy-'));
    source = openDatabase(path.join(dir, 'app.db'));
    await migrateToLatest(source.db);
    const db = source.db;
    const user = await insertUser(db, {
      id: 'user-1',
      email: 'parent@example.org',
      fullName: 'A Parent',
      passwordHash: await hashPassword(password),
    });
    userId = user.id;
    await markEmailConfirmed(db, userId);
    await insertUser(db, { id: 'user-2', email: 'other@example.org', fullName: null, passwordHash: 'x' });
    await createSession(db, userId, true);
    await db
      .insertInto('sessions')
      .values({
        id: 'raw-session',
        user_id: 'user-2',
        secret_hash: secretHash,
        created_at: '2026-01-02T03:04:05.000Z',
        last_verified_at: '2026-01-02T03:04:05.000Z',
        remembered: 0,
      })
      .execute();
    for (const chapter of [1, 2, 3]) {
      await db
        .insertInto('bible_reading_progress')
        .values({
          user_id: userId,
          version: 'kjv',
          book: 'john',
          chapter,
          completed_at: `2026-01-0${chapter}T00:00:00.000Z`,
        })
        .execute();
    }
    await db
      .insertInto('challenges')
      .values({
        id: 'c-1',
        title: 'Read John',
        description: '',
        type: 'bible_reading',
        points: 10,
        badge_reward: null,
        is_active: 1,
        created_at: '2026-01-01T00:00:00.000Z',
        verification_requirements: '{"type":"bible_reading","book":"john","chapters_required":3}',
      })
      .execute();
    await db
      .insertInto('media_files')
      .values({
        id: 'm-1',
        title: 'Song',
        original_name: 'song.mp3',
        description: null,
        mime_type: 'audio/mpeg',
        bucket_id: 'audio',
        file_path: 'song.mp3',
        thumbnail_path: null,
        file_name: 'song.mp3',
        file_size: 1234,
        duration: 61.5,
        uploaded_by: userId,
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    await db
      .insertInto('unmatched_payments')
      .values({
        checkout_session_id: 'cs_1',
        event_id: 'evt_1',
        customer_id: 'cus_1',
        subscription_id: null,
        email: 'x@example.org',
        customer_name: null,
        amount_total: 599,
        currency: 'usd',
        paid: 1,
        reason: 'no account',
        created_at: '2026-01-01T00:00:00.000Z',
        attached_user_id: null,
        attached_by_email: null,
        attached_at: null,
      })
      .execute();
    await db
      .insertInto('unmatched_payments')
      .values({
        checkout_session_id: 'cs_2',
        event_id: 'evt_2',
        customer_id: 'cus_2',
        subscription_id: null,
        email: null,
        customer_name: null,
        amount_total: null,
        currency: null,
        paid: 0,
        reason: 'no account',
        created_at: '2026-01-01T00:00:00.000Z',
        attached_user_id: null,
        attached_by_email: null,
        attached_at: null,
      })
      .execute();
    await db
      .insertInto('subscriptions')
      .values({
        user_id: userId,
        source: 'manual',
        tier: 'premium',
        status: 'active',
        current_period_end: null,
        stripe_customer_id: null,
        stripe_subscription_id: null,
        granted_by: null,
        note: 'gift',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    await db
      .insertInto('mail_outbox')
      .values({
        kind: 'confirm',
        recipient: 'parent@example.org',
        subject: 'Hi',
        payload: '{}',
        status: 'sent',
        attempts: 1,
        next_attempt_at: '2026-01-01T00:00:00.000Z',
        give_up_at: '2026-01-02T00:00:00.000Z',
        claim_id: null,
        claimed_until: null,
        last_error: null,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
        sent_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();

    const database = await emptyDatabase(serverUrl);
    drop = database.drop;
    target = openPostgres(database.url);
  });

  afterAll(async () => {
    await target?.close();
    await source?.close();
    await drop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies every table with equal counts, keeps values, resets ids, and the copy signs in', async () => {
    const lines: string[] = [];
    // A running server goes on writing during the copy (another connection to the same file): the
    // copy is the database of the moment it began, and its counts still match.
    const server = openDatabase(path.join(dir, 'app.db'));
    const write = server.sqlite.prepare(
      `insert into users (id, email, full_name, password_hash, email_confirmed_at, created_at)
       values (?, ?, null, 'x', null, '2026-01-01')`,
    );
    const result = await copySqliteToPostgres(source, target, {
      log: (l) => {
        lines.push(l);
        write.run(`late-${lines.length}`, `late-${lines.length}@example.org`);
      },
    });
    await server.close();
    const late = source.sqlite.prepare(`select count(*) as n from users where id like 'late-%'`).get() as {
      n: number;
    };
    expect(late.n).toBeGreaterThan(0);
    const counts = Object.fromEntries(result.tables.map((t) => [t.table, t.postgresRows]));
    for (const t of result.tables) expect(t.postgresRows, t.table).toBe(t.sqliteRows);
    expect(counts).toMatchObject({
      users: 2,
      sessions: 2,
      bible_reading_progress: 3,
      media_files: 1,
      unmatched_payments: 2,
      subscriptions: 1,
      mail_outbox: 1,
      challenges: 1,
    });
    // Every table the migrations create is in the report, parents before children.
    const order = result.tables.map((t) => t.table);
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('sessions'));
    expect(order.indexOf('bible_books')).toBeLessThan(order.indexOf('bible_verses'));
    expect(order).toContain('meta');
    expect(lines.join('\n')).toMatch(/users: 2 rows/);

    const db = target.db;
    const session = await db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', 'raw-session')
      .executeTakeFirstOrThrow();
    expect(Buffer.from(session.secret_hash as Uint8Array).equals(secretHash)).toBe(true);
    expect(session.remembered).toBe(0);
    expect(session.created_at).toBe('2026-01-02T03:04:05.000Z');
    const payments = await db
      .selectFrom('unmatched_payments')
      .select(['checkout_session_id', 'paid', 'amount_total'])
      .orderBy('checkout_session_id')
      .execute();
    expect(payments).toEqual([
      { checkout_session_id: 'cs_1', paid: 1, amount_total: 599 },
      { checkout_session_id: 'cs_2', paid: 0, amount_total: null },
    ]);
    const media = await db
      .selectFrom('media_files')
      .select(['duration', 'file_size', 'uploaded_by'])
      .executeTakeFirstOrThrow();
    expect(media).toEqual({ duration: 61.5, file_size: 1234, uploaded_by: userId });
    const jsonb = await target.pool.query(
      `select verification_requirements ->> 'book' as book,
        pg_typeof(verification_requirements)::text as type from challenges`,
    );
    expect(jsonb.rows[0]).toEqual({ book: 'john', type: 'jsonb' });

    // The identity sequences start past the copied ids: a new row gets the next id.
    const before = await db
      .selectFrom('bible_reading_progress')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const inserted = await db
      .insertInto('bible_reading_progress')
      .values({
        user_id: userId,
        version: 'kjv',
        book: 'john',
        chapter: 4,
        completed_at: '2026-01-04T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBe(Number(before.id) + 1);

    // The real app over the copied database: the account signs in with its password.
    const appDir = mkdtempSync(path.join(dir, 'data-'));
    const settings = parseSettings({ DATA_DIR: appDir, SITE_URL: testOrigin, TRUST_PROXY: 'true' });
    const buildStore = new BuildStore(path.join(appDir, 'builds'));
    const deps = createAppDeps({
      settings,
      db,
      log: memoryLogger(),
      rebuilder: fakeRebuilder(buildStore),
      buildStore,
    });
    const app = createApp(deps);
    const signIn = await app.request('/api/auth/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: testOrigin, 'x-forwarded-for': '10.9.9.9' },
      body: JSON.stringify({ email: 'Parent@Example.org', password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^session=/);
    const answer = await app.request('/api/auth/session', { headers: { cookie, origin: testOrigin } });
    expect(JSON.stringify(await answer.json())).toContain('parent@example.org');
    await deps.mailWorker.stop();
  });

  it('refuses a database that already has rows, and changes nothing in it', async () => {
    await expect(copySqliteToPostgres(source, target)).rejects.toThrow(CopyError);
    await expect(copySqliteToPostgres(source, target)).rejects.toThrow(/not empty \(rows in .*users/);
    const users = await target.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(users.n)).toBe(2);
  });
});
