import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryLogger } from '../../api/log.ts';
import type { MailMessage } from '../../api/mail/mailer.ts';
import { enqueueMail } from '../../api/mail/queue.ts';
import { createMailWorker } from '../../api/mail/worker.ts';
import { startServer } from '../../api/server.ts';
import { readOutbox } from '../support/outbox.ts';
import { insertAccount, sessionCookieFor } from './helpers/accounts.ts';
import { defaultPassword } from './helpers/auth.ts';
import { closedPort, startSilentServer, startSmtpServer } from './helpers/smtp.ts';
import { createTestApp, type TestApp, testOrigin } from './helpers/test-app.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function app(env: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp(env, { mail: 'manual' });
  cleanups.push(() => t.close());
  return t;
}

const outboxRows = (t: TestApp) => t.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
const health = async (t: TestApp) =>
  ((await (await t.request('/api/health')).json()) as { mail: { pending: number; failed: number } }).mail;

describe('the mail worker over SMTP', () => {
  it('delivers a queued mail to a real SMTP server and then forgets its body', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const t = await app({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMTP_TIMEOUT_MS: '5000' });

    const res = await t.json('POST', '/api/auth/signup', {
      isAdult: true,
      email: 'hear@example.org',
      password: defaultPassword,
    });
    expect(res.status).toBe(200);
    expect(smtp.received).toHaveLength(0);
    expect(await health(t)).toEqual({ pending: 1, failed: 0 });

    expect(await t.deliverMail()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toContain('hear@example.org');
    expect(mail.subject).toBe('Welcome to Bite Size Bible! Please confirm your e-mail');
    const link = new URL(mail.links.find((l) => l.includes('/api/auth/confirm'))!);
    const [row] = await outboxRows(t);
    expect(row).toMatchObject({ status: 'sent', payload: '{}', attempts: 1 });
    expect(await health(t)).toEqual({ pending: 0, failed: 0 });
    expect((await t.request(link.pathname + link.search)).headers.get('location')).toBe(
      '/family/?welcome=1&notice=email-confirmed',
    );
  });

  it('retries while the server is down and delivers once it is back', async () => {
    const port = await closedPort();
    const t = await app({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SMTP_TIMEOUT_MS: '2000',
      ADMIN_EMAILS: 'boss@example.org',
    });
    await insertAccount(t, 'down@example.org');
    const admin = await sessionCookieFor(t, await insertAccount(t, 'boss@example.org'));

    expect((await t.json('POST', '/api/auth/password-reset', { email: 'down@example.org' })).status).toBe(
      200,
    );
    const now = new Date();
    expect(await t.deps.mailWorker.runOnce(now)).toBe('retrying');
    const [waiting] = await outboxRows(t);
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      subject: 'Reset your Bite Size Bible password',
    });
    expect(waiting!.last_error).toMatch(/ECONNREFUSED/);
    expect(Date.parse(waiting!.next_attempt_at)).toBeGreaterThan(now.getTime());
    // Not due yet: nothing happens before the pause is over.
    expect(await t.deps.mailWorker.runOnce(now)).toBe('idle');
    const panel = (await (
      await t.request('/api/admin/mail', { headers: { cookie: admin } })
    ).json()) as Record<string, unknown>;
    expect(panel).toMatchObject({
      transport: 'smtp',
      pending: 1,
      failed: 0,
      problems: [{ status: 'pending', lastError: expect.stringMatching(/ECONNREFUSED/) }],
    });

    const smtp = await startSmtpServer(port);
    cleanups.push(smtp.close);
    expect(await t.deps.mailWorker.runOnce(new Date(waiting!.next_attempt_at))).toBe('sent');
    expect(smtp.received.map((m) => m.subject)).toEqual(['Reset your Bite Size Bible password']);
    expect((await outboxRows(t))[0]).toMatchObject({ status: 'sent', attempts: 2, payload: '{}' });
    expect(await health(t)).toEqual({ pending: 0, failed: 0 });
  });

  it(
    'answers at once when the server never answers, and the mail ends failed with ' +
      'the timeout visible to admins',
    async () => {
      const silent = await startSilentServer();
      cleanups.push(silent.close);
      const t = await app({
        SMTP_URL: `smtp://127.0.0.1:${silent.port}`,
        SMTP_TIMEOUT_MS: '300',
        MAIL_GIVE_UP_MINUTES: '1',
        ADMIN_EMAILS: 'boss@example.org',
      });
      await insertAccount(t, 'silence@example.org');
      const admin = await sessionCookieFor(t, await insertAccount(t, 'boss@example.org'));
      const user = await sessionCookieFor(t, await insertAccount(t, 'plain@example.org'));
      t.deps.mailWorker.start();

      const started = performance.now();
      const res = await t.json('POST', '/api/auth/password-reset', { email: 'silence@example.org' });
      const elapsed = performance.now() - started;
      expect(res.status).toBe(200);
      // The answer did not wait for the mail: the row was not finished when it came.
      const [atAnswer] = await outboxRows(t);
      expect(['pending', 'sending']).toContain(atAnswer!.status);
      expect(atAnswer!.last_error).toBeNull();
      expect(elapsed).toBeLessThan(5000);

      // The worker meets the silent server, times out waiting for the greeting and schedules a retry.
      await vi.waitFor(
        async () => {
          const [row] = await outboxRows(t);
          expect(row).toMatchObject({ status: 'pending', attempts: 1 });
          expect(row!.last_error).toMatch(/greeting|timeout/i);
        },
        { timeout: 15_000, interval: 50 },
      );
      expect(silent.connections()).toBeGreaterThan(0);
      await t.deps.mailWorker.stop();

      // The retry fails the same way, and the next one would come after the mail's minute is up.
      const [row] = await outboxRows(t);
      expect(await t.deps.mailWorker.runOnce(new Date(row!.next_attempt_at))).toBe('failed');
      const [failed] = await outboxRows(t);
      expect(failed).toMatchObject({ status: 'failed', attempts: 2, payload: '{}' });
      expect(failed!.last_error).toMatch(/greeting|timeout/i);

      expect(await health(t)).toEqual({ pending: 0, failed: 1 });
      const panel = await t.request('/api/admin/mail', { headers: { cookie: admin } });
      expect(panel.status).toBe(200);
      expect(await panel.json()).toMatchObject({
        pending: 0,
        failed: 1,
        problems: [
          {
            recipient: 'silence@example.org',
            subject: 'Reset your Bite Size Bible password',
            status: 'failed',
            attempts: 2,
          },
        ],
      });
      expect((await t.request('/api/admin/mail', { headers: { cookie: user } })).status).toBe(403);
      expect((await t.request('/api/admin/mail')).status).toBe(401);
    },
  );

  it('marks a mail failed without sending it when its link expired while it waited', async () => {
    const port = await closedPort();
    const t = await app({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    await insertAccount(t, 'late@example.org');
    await t.json('POST', '/api/auth/password-reset', { email: 'late@example.org' });
    const now = new Date();
    expect(await t.deps.mailWorker.runOnce(now)).toBe('retrying');
    // An hour later the reset link is dead: the mail is not worth sending any more.
    expect(await t.deps.mailWorker.runOnce(new Date(now.getTime() + 61 * 60_000))).toBe('failed');
    expect((await outboxRows(t))[0]).toMatchObject({ status: 'failed' });
  });
});

describe('the mail worker without SMTP_URL', () => {
  it('writes the mail to DATA_DIR/outbox soon after the request, which did not wait for it', async () => {
    const t = await app({});
    t.deps.mailWorker.start();
    expect(
      (
        await t.json('POST', '/api/auth/signup', {
          isAdult: true,
          email: 'files@example.org',
          password: defaultPassword,
        })
      ).status,
    ).toBe(200);
    await vi.waitFor(
      () => expect(readOutbox(t.dataDir).find((m) => m.to.includes('files@example.org'))).toBeDefined(),
      {
        timeout: 10_000,
        interval: 20,
      },
    );
    await vi.waitFor(async () => expect((await outboxRows(t))[0]?.status).toBe('sent'));
    const dir = path.join(t.dataDir, 'outbox');
    expect(existsSync(dir) && readdirSync(dir).every((f) => f.endsWith('.eml'))).toBe(true);
  });
});

describe('the server', () => {
  it('runs the mail worker: a sign-up over HTTP is mailed to the outbox, and close() stops the worker', async () => {
    const t = await app({});
    const running = await startServer({
      settings: { ...t.settings, port: 0, host: '127.0.0.1' },
      handle: t.handle,
      rebuilder: t.rebuilder,
      buildStore: t.deps.buildStore,
      log: memoryLogger(),
      handleSignals: false,
    });
    cleanups.push(() => running.close());
    const res = await fetch(new URL('/api/auth/signup', running.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: testOrigin, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ email: 'served@example.org', password: defaultPassword, isAdult: true }),
    });
    expect(res.status).toBe(200);
    await vi.waitFor(
      () => expect(readOutbox(t.dataDir).find((m) => m.to.includes('served@example.org'))).toBeDefined(),
      { timeout: 10_000, interval: 20 },
    );
  });
});

describe('several workers sharing one database', () => {
  it('send each mail exactly once: a row is claimed by one conditional UPDATE', async () => {
    const t = await app({});
    const count = 30;
    for (let i = 0; i < count; i++) {
      await enqueueMail(t.db, {
        to: `many${i}@example.org`,
        subject: `mail ${i}`,
        text: 'x',
        html: '<p>x</p>',
      });
    }
    // Two more connections to the same database, as two server processes would have.
    const handles = [t.connectAgain(), t.connectAgain()];
    cleanups.push(async () => {
      for (const h of handles) await h.close();
    });
    const sent: string[] = [];
    const workers = handles.map((h, n) =>
      createMailWorker({
        db: h.db,
        log: memoryLogger(),
        resolvers: {},
        giveUpAfterMs: 60_000,
        mailer: {
          async send(message: MailMessage) {
            // A send takes a moment, so the two workers interleave.
            await new Promise((r) => setTimeout(r, 1 + n));
            sent.push(message.subject);
          },
        },
      }),
    );
    const handled = await Promise.all(workers.map((w) => w.drain()));
    expect(handled[0]! + handled[1]!).toBe(count);
    expect(handled[0]).toBeGreaterThan(0);
    expect(handled[1]).toBeGreaterThan(0);
    expect(sent).toHaveLength(count);
    expect(new Set(sent).size).toBe(count);
    const rows = await outboxRows(t);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('takes over a row whose worker stopped mid-send only once its claim ran out', async () => {
    const t = await app({});
    await enqueueMail(t.db, { to: 'crash@example.org', subject: 'crash', text: 'x', html: 'x' });
    const now = new Date();
    const sent: string[] = [];
    let release = (): void => {};
    const stuck = createMailWorker({
      db: t.db,
      log: memoryLogger(),
      resolvers: {},
      giveUpAfterMs: 3600_000,
      leaseMs: 60_000,
      mailer: { send: () => new Promise<void>((resolve) => (release = resolve)) },
    });
    const stuckRun = stuck.runOnce(now);
    await vi.waitFor(async () => expect((await outboxRows(t))[0]?.status).toBe('sending'));
    const other = createMailWorker({
      db: t.db,
      log: memoryLogger(),
      resolvers: {},
      giveUpAfterMs: 3600_000,
      mailer: { send: async (m) => void sent.push(m.subject) },
    });
    expect(await other.runOnce(new Date(now.getTime() + 30_000))).toBe('idle');
    expect(await other.runOnce(new Date(now.getTime() + 61_000))).toBe('sent');
    expect(sent).toEqual(['crash']);
    // The first worker comes back: its claim is gone, so it records nothing over the other's outcome.
    release();
    await stuckRun;
    expect((await outboxRows(t))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
