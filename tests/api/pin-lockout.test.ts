import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../support/outbox.ts';
import { call } from './helpers/admin.ts';
import { defaultPassword, newSignedInUser, signIn } from './helpers/auth.ts';
import { addChild, childSession } from './helpers/family.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A parent with a child and the given PIN, and the child's session on the family tablet. */
async function family(email: string, pin: string) {
  const parent = await newSignedInUser(t, email, 'Pat Parent');
  const childId = await addChild(t, parent, 'Tobi');
  const set = await call(t, 'PUT', '/api/family/pin', parent, { pin, password: defaultPassword });
  expect(set.status).toBe(200);
  const parentId = (
    await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()
  ).id;
  const child = await childSession(t, () => signIn(t, email), childId);
  const back = (guess: string) =>
    t.json('POST', '/api/family/switch', { profileId: parentId, pin: guess }, { cookie: child });
  const toChild = () => call(t, 'POST', '/api/family/switch', child, { profileId: childId });
  return { parentId, back, toChild };
}

const lockMails = (to: string) =>
  readOutbox(t.dataDir).filter((m) => m.to.includes(to) && /Wrong PINs/.test(m.subject));

describe('the PIN guard', () => {
  it('takes a PIN of 4 to 8 digits; the whole PIN is needed', async () => {
    const email = 'long-pin@example.org';
    const parent = await newSignedInUser(t, email);
    for (const pin of ['123', '123456789', '12345a'])
      expect(
        (await call(t, 'PUT', '/api/family/pin', parent, { pin, password: defaultPassword })).status,
      ).toBe(400);
    await t.db.deleteFrom('users').where('email', '=', email).execute();

    const { back } = await family('long-pin-2@example.org', '20242025');
    expect((await back('2024')).status).toBe(403);
    expect((await back('20242025')).status).toBe(200);
  });

  it('locks for longer after each lock, and e-mails the parent from the second lock on', async () => {
    const email = 'pin-locks@example.org';
    const { parentId, back } = await family(email, '7391');
    /** Five wrong PINs, then the lock: its Retry-After in seconds. */
    const lockOnce = async (): Promise<number> => {
      for (let i = 0; i < 5; i++) expect((await back(`000${i}`)).status).toBe(403);
      const locked = await back('7391');
      expect(locked.status).toBe(429);
      return Number(locked.headers.get('retry-after'));
    };
    /** The running lock ends (its end moved into the past, as if the time had passed). */
    const endLock = () =>
      t.db
        .updateTable('pin_locks')
        .set({ locked_until: Date.now() - 1000 })
        .where('account_id', '=', parentId)
        .execute();

    const first = await lockOnce();
    expect(first).toBeGreaterThan(14 * 60);
    expect(first).toBeLessThanOrEqual(15 * 60);
    expect(lockMails(email)).toHaveLength(0);

    await endLock();
    const second = await lockOnce();
    expect(second).toBeGreaterThan(59 * 60);
    expect(second).toBeLessThanOrEqual(60 * 60);
    const mails = lockMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('locked for 1 hour');
    expect(mails[0]!.links).toContain(new URL('/family/', t.settings.siteUrl).href);

    await endLock();
    expect(await lockOnce()).toBeGreaterThan(3 * 3600);
    expect(lockMails(email).at(-1)!.text).toContain('locked for 4 hours');
    await endLock();
    expect(await lockOnce()).toBeGreaterThan(23 * 3600);
    expect(lockMails(email)).toHaveLength(3);
  });

  it('forgets guesses and locks after the right PIN', async () => {
    const { parentId, back, toChild } = await family('pin-forgets@example.org', '5150');
    for (let i = 0; i < 5; i++) await back(`111${i}`);
    await t.db
      .updateTable('pin_locks')
      .set({ locked_until: Date.now() - 1000 })
      .where('account_id', '=', parentId)
      .execute();
    expect((await back('5150')).status).toBe(200);
    expect((await toChild()).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await back(`222${i}`)).status).toBe(403);
    const locked = await back('2229');
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
  });
});
