import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionAbsoluteLifetimeSeconds } from '../../api/auth/session.ts';
import { defaultPassword, newSignedInUser, setCookieLine, signIn } from './helpers/auth.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = 24 * 3600;
const sessionId = (cookie: string): string => cookie.replace('session=', '').split('.')[0]!;
/** Makes a session look as if it was signed in `ageSeconds` ago and last used `idleSeconds` ago. */
const backdate = (cookie: string, ageSeconds: number, idleSeconds: number) =>
  t.db
    .updateTable('sessions')
    .set({
      created_at: new Date(Date.now() - ageSeconds * 1000).toISOString(),
      last_verified_at: new Date(Date.now() - idleSeconds * 1000).toISOString(),
    })
    .where('id', '=', sessionId(cookie))
    .execute();
const sessionUser = async (cookie: string) =>
  ((await (await t.request('/api/auth/session', { headers: { cookie } })).json()) as { user: unknown }).user;

describe('the absolute lifetime of a session', () => {
  it('is 30 days', () => {
    expect(sessionAbsoluteLifetimeSeconds).toBe(30 * day);
  });

  it('ends a browser session used every day once it is 30 days old (one 400 days old no longer works)', async () => {
    const cookie = await newSignedInUser(t, 'daily@example.org');
    const browserCookie = await signIn(t, 'daily@example.org', defaultPassword, false);
    await backdate(browserCookie, 29 * day, 60);
    expect(await sessionUser(browserCookie)).not.toBeNull();
    await backdate(browserCookie, 30 * day + 5, 60);
    expect(await sessionUser(browserCookie)).toBeNull();
    expect(
      await t.db
        .selectFrom('sessions')
        .select('id')
        .where('id', '=', sessionId(browserCookie))
        .executeTakeFirst(),
    ).toBeUndefined();
    await backdate(cookie, 400 * day, 60);
    expect(await sessionUser(cookie)).toBeNull();
  });

  it('ends a remembered session used every day once it is 30 days old', async () => {
    await newSignedInUser(t, 'remembered@example.org');
    const cookie = await signIn(t, 'remembered@example.org', defaultPassword, true);
    await backdate(cookie, 30 * day + 5, 120);
    expect(await sessionUser(cookie)).toBeNull();
  });

  it('never gives a remembered cookie a Max-Age past the end of its session', async () => {
    await newSignedInUser(t, 'cookie@example.org');
    const cookie = await signIn(t, 'cookie@example.org', defaultPassword, true);
    await backdate(cookie, 25 * day, 120);
    const res = await t.request('/api/auth/session', { headers: { cookie } });
    const maxAge = Number(/Max-Age=(\d+)/.exec(setCookieLine(res) ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(5 * day - 60);
    expect(maxAge).toBeLessThanOrEqual(5 * day);
  });
});
