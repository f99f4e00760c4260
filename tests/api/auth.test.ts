import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../support/outbox.ts';
import { cookieFrom, defaultPassword, setCookieLine, signIn, signUpAndConfirm } from './helpers/auth.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const session = async (cookie?: string) =>
  (await t.request('/api/auth/session', { headers: cookie ? { cookie } : {} })).json();

describe('sign-up', () => {
  it('creates an unconfirmed account and mails a confirmation link', async () => {
    const res = await t.json('POST', '/api/auth/signup', {
      isAdult: true,
      email: 'Ruth@Example.org ',
      password: defaultPassword,
      fullName: 'Ruth',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ok: true,
      message: 'Please check your email and click the confirmation link to activate your account.',
    });
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'ruth@example.org')
      .executeTakeFirstOrThrow();
    expect(user.email_confirmed_at).toBeNull();
    expect(user.full_name).toBe('Ruth');
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const mail = readOutbox(t.dataDir).at(-1)!;
    expect(mail.to).toContain('ruth@example.org');
    expect(mail.subject).toBe('Welcome to Bite Size Bible! Please confirm your e-mail');
    expect(mail.links.some((l) => l.startsWith('http://localhost:4321/api/auth/confirm?token='))).toBe(true);
  });

  it('answers an existing address exactly like a new one and mails its owner a note instead', async () => {
    await signUpAndConfirm(t, 'naomi@example.org');
    const before = readOutbox(t.dataDir).length;
    const again = await t.json('POST', '/api/auth/signup', {
      isAdult: true,
      email: 'NAOMI@example.org',
      password: 'another-pass-1',
    });
    const fresh = await t.json('POST', '/api/auth/signup', {
      isAdult: true,
      email: 'boaz@example.org',
      password: 'another-pass-1',
    });
    expect(again.status).toBe(fresh.status);
    expect(await again.json()).toEqual(await fresh.json());
    const mails = readOutbox(t.dataDir).slice(before);
    expect(mails.find((m) => m.to.includes('naomi'))?.subject).toBe(
      'You already have a Bite Size Bible account',
    );
    const count = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', 'naomi@example.org')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it(
    'rejects a malformed e-mail, a short password, a common password and oversized ' +
      'fields, storing nothing',
    async () => {
      const cases: Array<[unknown, string]> = [
        [{ email: 'not-an-email', password: defaultPassword }, 'Please enter a valid email address.'],
        [{ email: 'a@example.org', password: '12345' }, 'Password should be at least 6 characters.'],
        [
          { email: 'a@example.org', password: 'password123', isAdult: true },
          'This password is too common and easy to guess. Please choose a different one.',
        ],
        [
          { email: 'a@example.org', password: defaultPassword, fullName: 'x'.repeat(101) },
          'Please keep your name under 100 characters.',
        ],
        [{ email: 'a@example.org' }, 'Please enter your password.'],
        [
          { email: 'a@example.org', password: defaultPassword },
          'Please confirm that you are 18 or older. Children learn in a profile of their parent’s account.',
        ],
        [{ password: defaultPassword }, 'Please enter your email address.'],
      ];
      for (const [body, message] of cases) {
        const res = await t.json('POST', '/api/auth/signup', body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
      }
      expect(
        await t.db.selectFrom('users').select('id').where('email', '=', 'a@example.org').executeTakeFirst(),
      ).toBeUndefined();
    },
  );

  it('rejects a body that is not JSON or is too large', async () => {
    const notJson = await t.request('/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    const huge = await t.json('POST', '/api/auth/signup', {
      isAdult: true,
      email: 'big@example.org',
      password: 'x'.repeat(20_000),
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: { code: string } }).error.code).toBe('too_large');
  });
});

describe('confirmation', () => {
  it('activates the account once and returns to the site root; a used link goes to /auth with a notice', async () => {
    await t.json('POST', '/api/auth/signup', {
      isAdult: true,
      email: 'esther@example.org',
      password: defaultPassword,
    });
    const link = new URL(readOutbox(t.dataDir).at(-1)!.links[0]!);
    const first = await t.request(link.pathname + link.search);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/family/?welcome=1&notice=email-confirmed');
    const second = await t.request(link.pathname + link.search);
    expect(second.headers.get('location')).toBe('/auth/?notice=link-invalid');
    const forged = await t.request('/api/auth/confirm?token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    expect(forged.headers.get('location')).toBe('/auth/?notice=link-invalid');
  });

  it('signs in the browser that opens the link for a browser session; a used link signs in no one', async () => {
    await t.json('POST', '/api/auth/signup', {
      isAdult: true,
      email: 'lydia@example.org',
      password: defaultPassword,
      fullName: 'Lydia Seller',
    });
    const link = new URL(readOutbox(t.dataDir).at(-1)!.links[0]!);
    const first = await t.request(link.pathname + link.search);
    expect(first.headers.get('location')).toBe('/family/?welcome=1&notice=email-confirmed');
    const cookie = cookieFrom(first);
    expect(cookie).toBeTruthy();
    // A browser session (no Max-Age), as a sign-in without "remember me" gives.
    expect(setCookieLine(first)).not.toMatch(/max-age/i);
    expect(await session(`session=${cookie}`)).toMatchObject({
      user: { email: 'lydia@example.org', fullName: 'Lydia Seller' },
      profile: { kind: 'self' },
    });
    // The parent's own page opens at once: "Add your children".
    expect((await t.json('GET', '/api/family', undefined, { cookie: `session=${cookie}` })).status).toBe(200);

    const again = await t.request(link.pathname + link.search);
    expect(again.headers.get('location')).toBe('/auth/?notice=link-invalid');
    expect(cookieFrom(again)).toBeFalsy();
  });

  it('refuses an expired confirmation link', async () => {
    await t.json('POST', '/api/auth/signup', {
      isAdult: true,
      email: 'late@example.org',
      password: defaultPassword,
    });
    const link = new URL(readOutbox(t.dataDir).at(-1)!.links[0]!);
    await t.db
      .updateTable('email_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const res = await t.request(link.pathname + link.search);
    expect(res.headers.get('location')).toBe('/auth/?notice=link-invalid');
    const user = await t.db
      .selectFrom('users')
      .select('email_confirmed_at')
      .where('email', '=', 'late@example.org')
      .executeTakeFirstOrThrow();
    expect(user.email_confirmed_at).toBeNull();
  });
});

describe('sign-in and sign-out', () => {
  it(
    'says "Please Check Your Email" (email_not_confirmed) for an unconfirmed ' +
      'account with the right password',
    async () => {
      await t.json('POST', '/api/auth/signup', {
        isAdult: true,
        email: 'joseph@example.org',
        password: defaultPassword,
      });
      const res = await t.json('POST', '/api/auth/signin', {
        email: 'joseph@example.org',
        password: defaultPassword,
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({
        error: {
          code: 'email_not_confirmed',
          message:
            'Click the confirmation link in your email to activate your account, then try signing in again.',
        },
      });
      expect(cookieFrom(res)).toBeNull();
    },
  );

  it('does not reveal an unconfirmed account to a wrong password', async () => {
    const res = await t.json('POST', '/api/auth/signin', {
      email: 'joseph@example.org',
      password: 'wrong-password',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_credentials');
  });

  it('answers a wrong password and an unknown account the same way', async () => {
    await signUpAndConfirm(t, 'david@example.org');
    // The same X-Request-Id to both: error answers carry it.
    const sameId = { 'x-request-id': 'same-request' };
    const wrong = await t.json(
      'POST',
      '/api/auth/signin',
      { email: 'david@example.org', password: 'not-my-password' },
      sameId,
    );
    const unknown = await t.json(
      'POST',
      '/api/auth/signin',
      { email: 'goliath@example.org', password: 'not-my-password' },
      sameId,
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it(
    'gives a remembered sign-in a persistent HttpOnly cookie and a forgotten one a ' +
      'browser-session cookie',
    async () => {
      const remembered = await t.json('POST', '/api/auth/signin', {
        email: 'david@example.org',
        password: defaultPassword,
        remember: true,
      });
      const line = setCookieLine(remembered)!;
      expect(line).toMatch(/HttpOnly/);
      expect(line).toMatch(/SameSite=Lax/);
      expect(line).toMatch(/Path=\//);
      expect(line).toMatch(/Max-Age=864000/);
      const browser = await t.json('POST', '/api/auth/signin', {
        email: 'david@example.org',
        password: defaultPassword,
        remember: false,
      });
      expect(setCookieLine(browser)).not.toMatch(/Max-Age/);
    },
  );

  it('stores only a hash of the session secret', async () => {
    const cookie = await signIn(t, 'david@example.org');
    const [id, secret] = cookie.replace('session=', '').split('.');
    const row = await t.db.selectFrom('sessions').selectAll().where('id', '=', id!).executeTakeFirstOrThrow();
    expect(Buffer.from(row.secret_hash).toString('utf8')).not.toContain(secret!);
    expect(row.secret_hash.byteLength).toBe(32);
  });

  it('answers the session with the user, the admin flag and the subscription, and ends it on sign-out', async () => {
    await signUpAndConfirm(t, 'hannah@example.org', defaultPassword, 'Hannah');
    const cookie = await signIn(t, 'hannah@example.org');
    expect(await session(cookie)).toMatchObject({
      user: { email: 'hannah@example.org', fullName: 'Hannah' },
      isAdmin: false,
      subscription: { subscribed: false, subscription_tier: null, subscription_end: null },
    });
    const out = await t.request('/api/auth/signout', { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(200);
    expect(cookieFrom(out)).toBe('');
    expect(await session(cookie)).toMatchObject({ user: null, isAdmin: false });
  });

  it('answers a visitor’s session as signed out', async () => {
    expect(await session()).toEqual({
      user: null,
      isAdmin: false,
      subscription: { subscribed: false, subscription_tier: null, subscription_end: null },
    });
  });
});

describe('resending the confirmation', () => {
  it('mails an unconfirmed account a link to choose its password, and answers the same for anyone', async () => {
    await t.json('POST', '/api/auth/signup', {
      isAdult: true,
      email: 'samuel@example.org',
      password: defaultPassword,
    });
    await signUpAndConfirm(t, 'eli@example.org');
    const before = readOutbox(t.dataDir).length;
    const a = await t.json('POST', '/api/auth/resend-confirmation', { email: 'samuel@example.org' });
    const b = await t.json('POST', '/api/auth/resend-confirmation', { email: 'nobody@example.org' });
    const c = await t.json('POST', '/api/auth/resend-confirmation', { email: 'eli@example.org' });
    expect(a.status).toBe(200);
    const body = await a.json();
    expect(await b.json()).toEqual(body);
    expect(await c.json()).toEqual(body);
    const added = readOutbox(t.dataDir).slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]!.to).toContain('samuel@example.org');
    expect(added[0]!.subject).toBe('Activate your Bite Size Bible account');
  });

  it('activates the account with the password chosen from that link, and ends the earlier links', async () => {
    const mails = readOutbox(t.dataDir).filter((m) => m.to.includes('samuel@example.org'));
    const activation = new URL(mails.at(-1)!.links.find((l) => l.includes('/auth/reset/'))!);
    const res = await t.json('POST', '/api/auth/password-reset/confirm', {
      token: activation.searchParams.get('token'),
      password: 'chosen-by-samuel-3',
    });
    expect(res.status).toBe(200);
    expect(
      (
        await t.json('POST', '/api/auth/signin', {
          email: 'samuel@example.org',
          password: 'chosen-by-samuel-3',
        })
      ).status,
    ).toBe(200);
    const old = new URL(mails[0]!.links.find((l) => l.includes('/api/auth/confirm'))!);
    expect((await t.request(old.pathname + old.search)).headers.get('location')).toBe(
      '/auth/?notice=link-invalid',
    );
  });
});
