import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo } from '../support/outbox.ts';
import { cookieFrom, defaultPassword, newSignedInUser, signIn, signUpAndConfirm } from './helpers/auth.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userOf = async (cookie: string) =>
  (
    (await (await t.request('/api/auth/session', { headers: { cookie } })).json()) as {
      user: { email: string } | null;
    }
  ).user;

function resetToken(email: string): string {
  const link = latestMailTo(t.dataDir, email, /Reset your/)!.links.find((l) => l.includes('/auth/reset/'))!;
  return new URL(link).searchParams.get('token')!;
}

describe('password reset', () => {
  it('mails a one-hour, single-use link and answers the same for unknown addresses', async () => {
    await signUpAndConfirm(t, 'martha@example.org');
    const known = await t.json('POST', '/api/auth/password-reset', { email: 'martha@example.org' });
    const unknown = await t.json('POST', '/api/auth/password-reset', { email: 'mary@example.org' });
    expect(await known.json()).toEqual(await unknown.json());
    expect(latestMailTo(t.dataDir, 'mary@example.org')).toBeUndefined();
    const row = await t.db
      .selectFrom('email_tokens')
      .selectAll()
      .where('purpose', '=', 'reset_password')
      .executeTakeFirstOrThrow();
    const lifetime = Date.parse(row.expires_at) - Date.parse(row.created_at);
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000 + 1000);
  });

  it('sets the new password, ends every other session and signs this browser in', async () => {
    const phone = await signIn(t, 'martha@example.org');
    const tablet = await signIn(t, 'martha@example.org');
    await t.json('POST', '/api/auth/password-reset', { email: 'martha@example.org' });
    const token = resetToken('martha@example.org');
    const res = await t.json('POST', '/api/auth/password-reset/confirm', {
      token,
      password: 'a-brand-new-one-9',
    });
    expect(res.status).toBe(200);
    const fresh = `session=${cookieFrom(res)}`;
    expect(await userOf(phone)).toBeNull();
    expect(await userOf(tablet)).toBeNull();
    expect((await userOf(fresh))?.email).toBe('martha@example.org');
    expect(
      (await t.json('POST', '/api/auth/signin', { email: 'martha@example.org', password: defaultPassword }))
        .status,
    ).toBe(400);
    expect(
      (
        await t.json('POST', '/api/auth/signin', {
          email: 'martha@example.org',
          password: 'a-brand-new-one-9',
        })
      ).status,
    ).toBe(200);
    expect(latestMailTo(t.dataDir, 'martha@example.org', /was changed/)).toBeDefined();
    const again = await t.json('POST', '/api/auth/password-reset/confirm', {
      token,
      password: 'yet-another-one-9',
    });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      'This link has expired or was already used. Please ask for a new one.',
    );
  });

  it('refuses an expired link and a weak password without using the link', async () => {
    await t.json('POST', '/api/auth/password-reset', { email: 'martha@example.org' });
    const token = resetToken('martha@example.org');
    const weak = await t.json('POST', '/api/auth/password-reset/confirm', { token, password: '123' });
    expect(weak.status).toBe(400);
    await t.db
      .updateTable('email_tokens')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('used_at', 'is', null)
      .execute();
    expect(
      (await t.json('POST', '/api/auth/password-reset/confirm', { token, password: 'fine-password-9' }))
        .status,
    ).toBe(400);
  });
});

describe('changing the password while signed in', () => {
  it('needs the current password and ends the other sessions only', async () => {
    const here = await newSignedInUser(t, 'priscilla@example.org');
    const elsewhere = await signIn(t, 'priscilla@example.org');
    const wrong = await t.json(
      'POST',
      '/api/auth/password',
      { currentPassword: 'nope-nope', newPassword: 'new-secret-77' },
      { cookie: here },
    );
    expect(wrong.status).toBe(400);
    const ok = await t.json(
      'POST',
      '/api/auth/password',
      { currentPassword: defaultPassword, newPassword: 'new-secret-77' },
      { cookie: here },
    );
    expect(ok.status).toBe(200);
    expect(await userOf(here)).not.toBeNull();
    expect(await userOf(elsewhere)).toBeNull();
  });

  it('answers 401 without a session', async () => {
    expect(
      (await t.json('POST', '/api/auth/password', { currentPassword: 'a', newPassword: 'bbbbbbbb' })).status,
    ).toBe(401);
  });
});

describe('deleting the account', () => {
  it('needs the password, then removes the user, their roles, tokens and sessions', async () => {
    const cookie = await newSignedInUser(t, 'eunice@example.org');
    const other = await signIn(t, 'eunice@example.org');
    const { id: userId } = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'eunice@example.org')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('user_roles')
      .values({ user_id: userId, role: 'tester', created_at: new Date().toISOString() })
      .execute();
    const wrong = await t.json('POST', '/api/auth/delete-account', { password: 'not-it-at-all' }, { cookie });
    expect(wrong.status).toBe(400);
    expect(await userOf(cookie)).not.toBeNull();
    const res = await t.json('POST', '/api/auth/delete-account', { password: defaultPassword }, { cookie });
    expect(res.status).toBe(200);
    expect(cookieFrom(res)).toBe('');
    expect(
      await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'eunice@example.org')
        .executeTakeFirst(),
    ).toBeUndefined();
    for (const table of ['sessions', 'email_tokens', 'user_roles'] as const) {
      const rows = await t.db.selectFrom(table).select('user_id').where('user_id', '=', userId).execute();
      expect(rows, table).toEqual([]);
    }
    expect(await userOf(other)).toBeNull();
    expect(latestMailTo(t.dataDir, 'eunice@example.org', /deleted/)).toBeDefined();
    // The address can be used again for a new account.
    expect(
      (
        await t.json('POST', '/api/auth/signup', {
          isAdult: true,
          email: 'eunice@example.org',
          password: defaultPassword,
        })
      ).status,
    ).toBe(200);
  });
});
