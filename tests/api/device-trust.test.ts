import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo } from '../support/outbox.ts';
import { cookieFrom, defaultPassword, signUpAndConfirm } from './helpers/auth.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// A browser that signed in to an account is never blocked by the per-account lock of failed
// sign-ins (20 from anywhere in 15 minutes), while its trust lasts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newPassword = 'a-brand-new-one-9';

/** One browser: its own address and the cookies it was given. */
interface Browser {
  ip: string;
  cookies: Map<string, string>;
}
let browsers = 0;
const browser = (): Browser => ({ ip: `192.0.2.${++browsers}`, cookies: new Map() });

async function send(b: Browser, method: string, path: string, body?: unknown): Promise<Response> {
  const cookie = [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await t.json(method, path, body, { 'x-forwarded-for': b.ip, ...(cookie ? { cookie } : {}) });
  for (const name of ['session', 'trusted_devices']) {
    const value = cookieFrom(res, name);
    if (value !== null) b.cookies.set(name, value);
  }
  return res;
}

const signInAs = (b: Browser, email: string, password = defaultPassword) =>
  send(b, 'POST', '/api/auth/signin', { email, password, remember: true });

/** 20 failed sign-ins from 20 strangers' addresses: the account is locked for browsers it does not trust. */
async function lockAccount(email: string): Promise<void> {
  for (let i = 0; i < 20; i++) await signInAs(browser(), email, `guess-${i}`);
  expect((await signInAs(browser(), email)).status).toBe(429);
}

describe('trusted browsers', () => {
  it('each browser gets its own token, stored only hashed; one browser’s does not exempt another', async () => {
    const email = 'trust-own@example.org';
    await signUpAndConfirm(t, email);
    const phone = browser();
    const laptop = browser();
    expect((await signInAs(phone, email)).status).toBe(200);
    expect((await signInAs(laptop, email)).status).toBe(200);
    const phoneToken = phone.cookies.get('trusted_devices')!;
    expect(phoneToken).toMatch(/^[a-z2-7]{32}$/);
    expect(laptop.cookies.get('trusted_devices')).not.toBe(phoneToken);
    const rows = await t.db.selectFrom('trusted_devices').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(phoneToken);

    // Another account's browser (an attacker's own) carries a token too: it does not count here.
    const other = 'trust-other@example.org';
    await signUpAndConfirm(t, other);
    const attacker = browser();
    expect((await signInAs(attacker, other)).status).toBe(200);
    await lockAccount(email);
    expect((await signInAs(attacker, email)).status).toBe(429);
    expect((await signInAs(phone, email)).status).toBe(200);
    expect((await signInAs(laptop, email)).status).toBe(200);
  });

  it('ends with a password change, except for the browser that changed it', async () => {
    const email = 'trust-change@example.org';
    await signUpAndConfirm(t, email);
    const phone = browser();
    const laptop = browser();
    await signInAs(phone, email);
    await signInAs(laptop, email);
    const changed = await send(laptop, 'POST', '/api/auth/password', {
      currentPassword: defaultPassword,
      newPassword,
    });
    expect(changed.status).toBe(200);
    await lockAccount(email);
    expect((await signInAs(phone, email, newPassword)).status).toBe(429);
    expect((await signInAs(laptop, email, newPassword)).status).toBe(200);
  });

  it('ends with a password reset', async () => {
    const email = 'trust-reset@example.org';
    await signUpAndConfirm(t, email);
    const phone = browser();
    await signInAs(phone, email);
    await t.json('POST', '/api/auth/password-reset', { email });
    const link = latestMailTo(t.dataDir, email, /Reset your/)!.links.find((l) => l.includes('/auth/reset/'))!;
    const token = new URL(link).searchParams.get('token')!;
    const reset = await send(browser(), 'POST', '/api/auth/password-reset/confirm', {
      token,
      password: newPassword,
    });
    expect(reset.status).toBe(200);
    await lockAccount(email);
    expect((await signInAs(phone, email, newPassword)).status).toBe(429);
  });

  it('ends with "sign out everywhere", with every session', async () => {
    const email = 'trust-everywhere@example.org';
    await signUpAndConfirm(t, email);
    const phone = browser();
    const laptop = browser();
    await signInAs(phone, email);
    await signInAs(laptop, email);
    const out = await send(laptop, 'POST', '/api/auth/signout-everywhere');
    expect(out.status).toBe(200);
    for (const b of [phone, laptop]) {
      const session = (await (await send(b, 'GET', '/api/auth/session')).json()) as { user: unknown };
      expect(session.user).toBeNull();
    }
    await lockAccount(email);
    expect((await signInAs(phone, email)).status).toBe(429);
    expect((await signInAs(laptop, email)).status).toBe(429);
  });
});
