import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/admin.ts';
import { defaultPassword, newSignedInUser, signIn } from './helpers/auth.ts';
import { addChild, childSession } from './helpers/family.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let parent: string;
let childId: string;
let parentId: string;
const email = 'family-pin@example.org';

beforeAll(async () => {
  t = await createTestApp();
  parent = await newSignedInUser(t, email, 'Pia Parent');
  childId = await addChild(t, parent, 'Cara');
  parentId = (
    await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

describe('the parent’s PIN', () => {
  it('is set with the account password, 4 to 8 digits, stored hashed', async () => {
    expect(
      (await call(t, 'PUT', '/api/family/pin', parent, { pin: '1234', password: 'wrong-one' })).status,
    ).toBe(403);
    expect(
      (await call(t, 'PUT', '/api/family/pin', parent, { pin: '12a4', password: defaultPassword })).status,
    ).toBe(400);
    expect(
      (await call(t, 'PUT', '/api/family/pin', parent, { pin: '123456789', password: defaultPassword }))
        .status,
    ).toBe(400);
    const ok = await call(t, 'PUT', '/api/family/pin', parent, { pin: '2468', password: defaultPassword });
    expect(ok.status).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select('pin_hash')
      .where('id', '=', parentId)
      .executeTakeFirstOrThrow();
    expect(row.pin_hash).toMatch(/^\$argon2/);
    expect(row.pin_hash).not.toContain('2468');
  });

  it('is needed to switch from a child back to the parent: right, wrong, rate-limited', async () => {
    const child = await childSession(t, () => signIn(t, email), childId);
    const back = (pin?: string) =>
      call<{ error?: { code: string } }>(t, 'POST', '/api/family/switch', child, {
        profileId: parentId,
        pin,
      });
    const none = await back();
    expect(none.status).toBe(403);
    expect(none.body.error?.code).toBe('wrong_pin');
    expect((await back('0000')).status).toBe(403);
    const right = await back('2468');
    expect(right.status).toBe(200);
    const session = await call<{ profile: { kind: string } }>(t, 'GET', '/api/auth/session', child);
    expect(session.body.profile.kind).toBe('self');
    // Back to the child, then five wrong PINs in 15 minutes lock switching back, even with the right one.
    expect((await call(t, 'POST', '/api/family/switch', child, { profileId: childId })).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await back('1111')).status).toBe(403);
    expect((await back('1111')).status).toBe(429);
    const stillLocked = await back('2468');
    expect(stillLocked.status).toBe(429);
    expect(
      (await call<{ profile: { kind: string } }>(t, 'GET', '/api/auth/session', child)).body.profile.kind,
    ).toBe('child');
  });

  it('a child’s profile can neither set nor remove the PIN', async () => {
    const child = await childSession(t, () => signIn(t, email), childId);
    expect(
      (await call(t, 'PUT', '/api/family/pin', child, { pin: null, password: defaultPassword })).status,
    ).toBe(403);
  });

  it('switching to a child needs no PIN, and a family holds at most 6 children', async () => {
    for (let i = 0; i < 5; i++) await addChild(t, parent, `Kid ${'abcde'[i]}`);
    const seventh = await call<{ error: { code: string } }>(t, 'POST', '/api/family/children', parent, {
      displayName: 'Gus',
      avatar: 'owl',
      ageBand: '4-6',
    });
    expect(seventh.status).toBe(409);
    expect(seventh.body.error.code).toBe('too_many_children');
  });

  it('refuses a child profile with personal data or a bad avatar', async () => {
    for (const body of [
      { displayName: 'kid@example.org', avatar: 'owl', ageBand: '4-6' },
      { displayName: 'Tom', avatar: 'owl', ageBand: '4-6', email: 'tom@example.org' },
      { displayName: 'Tom', avatar: 'https://x/y.png', ageBand: '4-6' },
      { displayName: 'Tom', avatar: 'owl', ageBand: '13-15' },
    ]) {
      expect((await call(t, 'POST', '/api/family/children', parent, body)).status).toBe(400);
    }
  });
});
