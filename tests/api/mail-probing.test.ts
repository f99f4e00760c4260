import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from './helpers/accounts.ts';
import { defaultPassword } from './helpers/auth.ts';
import { closedPort } from './helpers/smtp.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Sign-up, password reset and "resend confirmation" must not tell whether an address has an
// account: not by status, not by body, not by time, and not by failing when mail cannot be sent.

let t: TestApp;
beforeAll(async () => {
  // The mail server is down (nothing listens on the port), and no mail is sent unless a test asks.
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` }, { mail: 'manual' });
  await insertAccount(t, 'known@example.org');
  await insertAccount(t, 'pending@example.org', { confirmed: false });
});
afterAll(() => t.close());

const routes = [
  {
    path: '/api/auth/signup',
    body: (email: string) => ({ email, password: defaultPassword, isAdult: true }),
  },
  { path: '/api/auth/password-reset', body: (email: string) => ({ email }) },
  { path: '/api/auth/resend-confirmation', body: (email: string) => ({ email }) },
];

const tableSizes = async () => {
  const count = async (table: 'users' | 'email_tokens' | 'mail_outbox') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    users: await count('users'),
    tokens: await count('email_tokens'),
    outbox: await count('mail_outbox'),
  };
};

describe('with the mail server down', () => {
  for (const route of routes) {
    it(
      `${route.path} answers a confirmed, an unconfirmed and an unknown address ` +
        'alike, queuing one row and nothing else',
      async () => {
        const answers: Array<{ status: number; body: unknown }> = [];
        // The unknown address is new for each route (a sign-up gives it an account, once its mail goes out).
        for (const email of [
          'known@example.org',
          'pending@example.org',
          `nobody${route.path.replaceAll('/', '-')}@example.org`,
        ]) {
          const before = await tableSizes();
          const res = await t.json('POST', route.path, route.body(email));
          answers.push({ status: res.status, body: await res.json() });
          // The request did the same thing whoever the address belongs to: one queued request.
          expect(await tableSizes()).toEqual({ ...before, outbox: before.outbox + 1 });
        }
        expect(answers[0]!.status).toBe(200);
        expect(answers[1]).toEqual(answers[0]);
        expect(answers[2]).toEqual(answers[0]);
      },
    );
  }

  it('keeps the mail queued for a retry when the worker cannot reach the server', async () => {
    const steps: string[] = [];
    const now = new Date();
    for (
      let step = await t.deps.mailWorker.runOnce(now);
      step !== 'idle';
      step = await t.deps.mailWorker.runOnce(now)
    )
      steps.push(step);
    // Three sign-ups (a note to the owner, two confirmations), two reset links and one activation
    // link wait for the server; a reset for nobody and a resend for a confirmed or unknown address need no mail.
    expect(steps.filter((s) => s === 'retrying')).toHaveLength(6);
    expect(steps.filter((s) => s === 'no-mail')).toHaveLength(3);
    const rows = await t.db.selectFrom('mail_outbox').select(['subject', 'status', 'last_error']).execute();
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.status === 'pending' && /ECONNREFUSED/.test(r.last_error ?? ''))).toBe(true);
    expect(rows.map((r) => r.subject).sort()).toEqual([
      'Activate your Bite Size Bible account',
      'Reset your Bite Size Bible password',
      'Reset your Bite Size Bible password',
      'Welcome to Bite Size Bible! Please confirm your e-mail',
      'Welcome to Bite Size Bible! Please confirm your e-mail',
      'You already have a Bite Size Bible account',
    ]);
  });
});

describe('timing', () => {
  const median = (values: number[]): number =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const rounds = 21;

  for (const route of routes) {
    it(`${route.path} takes as long for an address with an account as for one without`, async () => {
      const slug = route.path.split('/').at(-1)!;
      // Fresh addresses each round, so the per-address mail limit never answers instead.
      for (let i = 0; i < rounds; i++) await insertAccount(t, `known-${slug}-${i}@example.org`);
      const known: number[] = [];
      const unknown: number[] = [];
      const time = async (email: string, into: number[]): Promise<void> => {
        const started = performance.now();
        const res = await t.json('POST', route.path, route.body(email));
        into.push(performance.now() - started);
        expect(res.status).toBe(200);
      };
      for (let i = 0; i < rounds; i++) {
        // Interleaved, and in turn which goes first, so load on the machine falls on both alike.
        const pair = [
          () => time(`known-${slug}-${i}@example.org`, known),
          () => time(`unknown-${slug}-${i}@example.org`, unknown),
        ];
        for (const run of i % 2 === 0 ? pair : pair.reverse()) await run();
      }
      // The proof that both paths do the same work is structural (the test above: one queued row,
      // nothing else). This bound is only a safety net against a path that waits on something, kept
      // generous so a loaded machine cannot make it fail.
      const [a, b] = [median(known), median(unknown)];
      const detail = `medians: known ${a.toFixed(2)} ms, unknown ${b.toFixed(2)} ms`;
      expect(a, detail).toBeLessThan(b * 3 + 5);
      expect(b, detail).toBeLessThan(a * 3 + 5);
    });
  }
});
