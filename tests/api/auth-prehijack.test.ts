import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../api/auth/session.ts';
import type { AccountId } from '../../src/lib/ids.ts';
import { type OutboxMail, readOutbox } from '../support/outbox.ts';
import { cookieFrom } from './helpers/auth.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Account pre-hijacking: someone signs up with another person's address (and their own password)
// before that person does. Confirming proves the mailbox only, so the password that works
// afterwards must be the one chosen by whoever reads the mailbox.

const attackerPassword = 'attacker-knows-this-1';
const ownerPassword = 'owner-chose-this-2';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'head@example.org' });
});
afterAll(() => t.close());

const confirmMails = (email: string): OutboxMail[] =>
  readOutbox(t.dataDir).filter((m) => m.to.includes(email) && /confirm/i.test(m.subject));
const confirmPath = (mail: OutboxMail): string => {
  const url = new URL(mail.links.find((l) => l.includes('/api/auth/confirm'))!);
  return url.pathname + url.search;
};
const signIn = (email: string, password: string) =>
  t.json('POST', '/api/auth/signin', { email, password, remember: false });
const sessionOf = async (res: Response) =>
  (await (
    await t.request('/api/auth/session', { headers: { cookie: `session=${cookieFrom(res)}` } })
  ).json()) as {
    user: { email: string; fullName: string | null } | null;
    isAdmin: boolean;
  };

async function attackerThenOwner(
  email: string,
): Promise<{ attackerMail: OutboxMail; ownerMail: OutboxMail }> {
  expect(
    (
      await t.json('POST', '/api/auth/signup', {
        isAdult: true,
        email,
        password: attackerPassword,
        fullName: 'Mallory',
      })
    ).status,
  ).toBe(200);
  const attackerMail = confirmMails(email).at(-1)!;
  // The attacker cannot confirm (the mail went to the owner) and cannot sign in unconfirmed.
  expect((await signIn(email, attackerPassword)).status).toBe(403);
  expect(
    (
      await t.json('POST', '/api/auth/signup', {
        isAdult: true,
        email,
        password: ownerPassword,
        fullName: 'The Owner',
      })
    ).status,
  ).toBe(200);
  const ownerMail = confirmMails(email).at(-1)!;
  expect(ownerMail.file).not.toBe(attackerMail.file);
  return { attackerMail, ownerMail };
}

describe('a sign-up before the owner’s', () => {
  it('ends with the owner signed in with their own password and the attacker’s refused', async () => {
    const email = 'owner@example.org';
    const { attackerMail, ownerMail } = await attackerThenOwner(email);
    const confirm = await t.request(confirmPath(ownerMail));
    expect(confirm.headers.get('location')).toBe('/family/?welcome=1&notice=email-confirmed');

    const owner = await signIn(email, ownerPassword);
    expect(owner.status).toBe(200);
    expect(await sessionOf(owner)).toMatchObject({ user: { email, fullName: 'The Owner' }, isAdmin: false });
    const attacker = await signIn(email, attackerPassword);
    expect(attacker.status).toBe(400);
    expect(((await attacker.json()) as { error: { code: string } }).error.code).toBe('invalid_credentials');
    // The attacker's own confirmation link (had it been clicked later) is dead too.
    expect((await t.request(confirmPath(attackerMail))).headers.get('location')).toBe(
      '/auth/?notice=link-invalid',
    );
    expect((await signIn(email, attackerPassword)).status).toBe(400);
  });

  it('does the same for an ADMIN_EMAILS address: the attacker never becomes an admin', async () => {
    const email = 'head@example.org';
    const { ownerMail } = await attackerThenOwner(email);
    expect((await t.request(confirmPath(ownerMail))).headers.get('location')).toBe(
      '/family/?welcome=1&notice=email-confirmed',
    );
    const owner = await signIn(email, ownerPassword);
    expect(owner.status).toBe(200);
    expect(await sessionOf(owner)).toMatchObject({ user: { email }, isAdmin: true });
    expect((await signIn(email, attackerPassword)).status).toBe(400);
  });

  it('keeps the owner’s link carrying the owner’s password when the attacker signs up after them', async () => {
    const email = 'second@example.org';
    await t.json('POST', '/api/auth/signup', {
      isAdult: true,
      email,
      password: ownerPassword,
      fullName: 'Owner',
    });
    const ownerMail = confirmMails(email).at(-1)!;
    await t.json('POST', '/api/auth/signup', {
      isAdult: true,
      email,
      password: attackerPassword,
      fullName: 'Mallory',
    });
    const attackerMail = confirmMails(email).at(-1)!;
    expect((await t.request(confirmPath(ownerMail))).headers.get('location')).toBe(
      '/family/?welcome=1&notice=email-confirmed',
    );
    expect((await signIn(email, ownerPassword)).status).toBe(200);
    expect((await signIn(email, attackerPassword)).status).toBe(400);
    expect((await t.request(confirmPath(attackerMail))).headers.get('location')).toBe(
      '/auth/?notice=link-invalid',
    );
  });

  it('ends every other link and session of the account on confirmation', async () => {
    const email = 'tokens@example.org';
    const { ownerMail } = await attackerThenOwner(email);
    // A reset link asked for before the confirmation (it went to the mailbox, but still).
    await t.json('POST', '/api/auth/password-reset', { email });
    const resetLink = readOutbox(t.dataDir)
      .filter((m) => m.to.includes(email) && /Reset your/.test(m.subject))
      .at(-1)!;
    const resetToken = new URL(resetLink.links.find((l) => l.includes('/auth/reset/'))!).searchParams.get(
      'token',
    );
    const { id: userId } = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    // A session of the account that somehow exists before the confirmation (none can be made by signing in).
    const early = await createSession(t.db, userId as AccountId, true);
    expect((await t.request(confirmPath(ownerMail))).headers.get('location')).toBe(
      '/family/?welcome=1&notice=email-confirmed',
    );
    expect(
      await t.db.selectFrom('email_tokens').select('token_hash').where('user_id', '=', userId).execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom('sessions').select('id').where('id', '=', early.session.id).executeTakeFirst(),
    ).toBeUndefined();
    const reset = await t.json('POST', '/api/auth/password-reset/confirm', {
      token: resetToken,
      password: 'late-reset-pass-4',
    });
    expect(reset.status).toBe(400);
    expect((await signIn(email, ownerPassword)).status).toBe(200);
  });

  it('gives "resend confirmation" a link that sets a new password and never one chosen by someone else', async () => {
    const email = 'resend@example.org';
    await t.json('POST', '/api/auth/signup', { isAdult: true, email, password: attackerPassword });
    const [attackerMail] = confirmMails(email);
    await t.json('POST', '/api/auth/resend-confirmation', { email });
    const activation = readOutbox(t.dataDir)
      .filter((m) => m.to.includes(email) && /Activate/.test(m.subject))
      .at(-1)!;
    const token = new URL(activation.links.find((l) => l.includes('/auth/reset/'))!).searchParams.get(
      'token',
    );
    expect(
      (await t.json('POST', '/api/auth/password-reset/confirm', { token, password: ownerPassword })).status,
    ).toBe(200);
    expect((await signIn(email, ownerPassword)).status).toBe(200);
    expect((await signIn(email, attackerPassword)).status).toBe(400);
    expect((await t.request(confirmPath(attackerMail!))).headers.get('location')).toBe(
      '/auth/?notice=link-invalid',
    );
  });

  it('still answers a sign-up for a confirmed address exactly like a new one, and changes nothing', async () => {
    const email = 'owner@example.org';
    const before = await t.db
      .selectFrom('users')
      .select(['password_hash', 'full_name'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const again = await t.json('POST', '/api/auth/signup', {
      isAdult: true,
      email,
      password: attackerPassword,
      fullName: 'Mallory',
    });
    const fresh = await t.json('POST', '/api/auth/signup', {
      isAdult: true,
      email: 'brand-new@example.org',
      password: attackerPassword,
    });
    expect(again.status).toBe(fresh.status);
    expect(await again.json()).toEqual(await fresh.json());
    expect(
      await t.db
        .selectFrom('users')
        .select(['password_hash', 'full_name'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect((await signIn(email, attackerPassword)).status).toBe(400);
  });
});
