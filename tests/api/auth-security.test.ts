import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFrom,
  defaultPassword,
  newSignedInUser,
  setCookieLine,
  signIn,
  signUpAndConfirm,
} from './helpers/auth.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signInFrom = (ip: string, email: string, password: string, cookie?: string) =>
  t.json(
    'POST',
    '/api/auth/signin',
    { email, password, remember: true },
    { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
  );

const codeOf = async (res: Response): Promise<string> =>
  ((await res.json()) as { error: { code: string } }).error.code;

describe('rate limits', () => {
  it('stops a stranger after 5 failed sign-ins for one account, with a clear message', async () => {
    await signUpAndConfirm(t, 'timothy@example.org');
    for (let i = 0; i < 5; i++)
      expect((await signInFrom('203.0.113.5', 'timothy@example.org', `guess-${i}`)).status).toBe(400);
    const limited = await signInFrom('203.0.113.5', 'timothy@example.org', defaultPassword);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { message: string } }).error.message).toMatch(
      /^Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\.$/,
    );
  });

  it('does not lock the account owner out: another address still signs in', async () => {
    expect((await signInFrom('198.51.100.7', 'timothy@example.org', defaultPassword)).status).toBe(200);
  });

  it(
    'throttles an account attacked from many addresses, but never the browser that ' +
      'signed in to it before',
    async () => {
      await signUpAndConfirm(t, 'lydia@example.org');
      const own = await signInFrom('192.0.2.50', 'lydia@example.org', defaultPassword);
      const device = `trusted_devices=${cookieFrom(own, 'trusted_devices')}`;
      for (let i = 0; i < 20; i++)
        await signInFrom(`203.0.113.${100 + i}`, 'lydia@example.org', `wrong-${i}`);
      const stranger = await signInFrom('203.0.113.200', 'lydia@example.org', defaultPassword);
      expect(stranger.status).toBe(429);
      const child = await signInFrom('192.0.2.51', 'lydia@example.org', defaultPassword, device);
      expect(child.status).toBe(200);
    },
  );

  it('refuses a forged trusted-device cookie', async () => {
    const forged = await signInFrom(
      '203.0.113.201',
      'lydia@example.org',
      defaultPassword,
      `trusted_devices=${'A'.repeat(32)}`,
    );
    expect(forged.status).toBe(429);
  });

  it('limits sign-in attempts from one address to 30 in 15 minutes', async () => {
    let last = 0;
    for (let i = 0; i < 31; i++)
      last = (await signInFrom('203.0.113.77', `nobody${i}@example.org`, 'whatever-1')).status;
    expect(last).toBe(429);
  });

  it('limits mail to one address to 3 an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await t.json('POST', '/api/auth/password-reset', { email: 'flood@example.org' })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits sign-ups from one address', async () => {
    let last = 0;
    for (let i = 0; i < 11; i++) {
      last = (
        await t.json(
          'POST',
          '/api/auth/signup',
          { isAdult: true, email: `bot${i}@example.org`, password: defaultPassword },
          { 'x-forwarded-for': '203.0.113.9' },
        )
      ).status;
    }
    expect(last).toBe(429);
  });
});

describe('the same-origin check', () => {
  it('refuses a cross-site POST and changes nothing', async () => {
    const res = await t.app.request('/api/auth/signup', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        'x-forwarded-for': '10.9.9.9',
      },
      body: JSON.stringify({ email: 'csrf@example.org', password: defaultPassword }),
    });
    expect(res.status).toBe(403);
    expect(await codeOf(res)).toBe('cross_site');
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', 'csrf@example.org').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('trusts Sec-Fetch-Site over Origin, and refuses same-site subdomains', async () => {
    const cross = await t.app.request('/api/auth/signout', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:4321' },
    });
    expect(cross.status).toBe(403);
    const sameSite = await t.app.request('/api/auth/signout', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-site' },
    });
    expect(sameSite.status).toBe(403);
    const same = await t.app.request('/api/auth/signout', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(same.status).toBe(200);
  });

  it('refuses a POST with neither header', async () => {
    expect((await t.app.request('/api/auth/signout', { method: 'POST' })).status).toBe(403);
  });

  it('lets GET requests through from anywhere', async () => {
    expect(
      (await t.app.request('/api/auth/session', { headers: { origin: 'https://evil.example' } })).status,
    ).toBe(200);
  });
});

describe('sessions', () => {
  const sessionId = (cookie: string): string => cookie.replace('session=', '').split('.')[0]!;
  const ageSession = (cookie: string, seconds: number) =>
    t.db
      .updateTable('sessions')
      .set({ last_verified_at: new Date(Date.now() - seconds * 1000).toISOString() })
      .where('id', '=', sessionId(cookie))
      .execute();
  const sessionUser = async (cookie: string) =>
    ((await (await t.request('/api/auth/session', { headers: { cookie } })).json()) as { user: unknown })
      .user;

  it('refuses a forged cookie (right id, wrong secret of the same length) and clears it', async () => {
    const cookie = await newSignedInUser(t, 'silas@example.org');
    const [id, secret] = cookie.replace('session=', '').split('.') as [string, string];
    const wrong = secret.slice(0, -1) + (secret.endsWith('a') ? 'b' : 'a');
    const res = await t.request('/api/auth/session', { headers: { cookie: `session=${id}.${wrong}` } });
    expect(((await res.json()) as { user: unknown }).user).toBeNull();
    expect(cookieFrom(res)).toBe('');
    expect(await sessionUser(cookie)).not.toBeNull();
  });

  it('refuses malformed tokens', async () => {
    for (const token of ['', 'abc', 'a.b.c', '.', 'x.'])
      expect(await sessionUser(`session=${token}`)).toBeNull();
  });

  it('extends a remembered session on use (at most once a minute) and refreshes its cookie', async () => {
    const cookie = await signIn(t, 'silas@example.org', defaultPassword, true);
    const fresh = await t.request('/api/auth/session', { headers: { cookie } });
    expect(setCookieLine(fresh)).toBeUndefined();
    await ageSession(cookie, 9 * 24 * 3600);
    const used = await t.request('/api/auth/session', { headers: { cookie } });
    expect(((await used.json()) as { user: unknown }).user).not.toBeNull();
    expect(setCookieLine(used)).toMatch(/Max-Age=864000/);
    const row = await t.db
      .selectFrom('sessions')
      .select('last_verified_at')
      .where('id', '=', sessionId(cookie))
      .executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.last_verified_at)).toBeLessThan(60_000);
  });

  it('ends a remembered session after 10 days without use', async () => {
    const cookie = await signIn(t, 'silas@example.org', defaultPassword, true);
    await ageSession(cookie, 10 * 24 * 3600 + 5);
    expect(await sessionUser(cookie)).toBeNull();
    expect(
      await t.db.selectFrom('sessions').select('id').where('id', '=', sessionId(cookie)).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('ends a browser session after 1 day', async () => {
    const cookie = await signIn(t, 'silas@example.org', defaultPassword, false);
    await ageSession(cookie, 23 * 3600);
    expect(await sessionUser(cookie)).not.toBeNull();
    await ageSession(cookie, 24 * 3600 + 5);
    expect(await sessionUser(cookie)).toBeNull();
  });

  it('uses __Host-session with Secure over HTTPS', async () => {
    const secure = await createTestApp({ SITE_URL: 'https://kids.example.org' });
    try {
      await secure.json(
        'POST',
        '/api/auth/signup',
        { isAdult: true, email: 'tls@example.org', password: defaultPassword },
        { origin: 'https://kids.example.org' },
      );
      await secure.db.updateTable('users').set({ email_confirmed_at: new Date().toISOString() }).execute();
      const res = await secure.json(
        'POST',
        '/api/auth/signin',
        { email: 'tls@example.org', password: defaultPassword, remember: true },
        { origin: 'https://kids.example.org' },
      );
      const line = setCookieLine(res, '__Host-session');
      expect(line).toMatch(/Secure/);
      expect(line).toMatch(/Path=\//);
      expect(line).not.toMatch(/Domain=/);
    } finally {
      await secure.close();
    }
  });
});
