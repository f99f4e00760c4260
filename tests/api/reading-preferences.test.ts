import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultReadingPreferences, type ReadingPreferences } from '../../src/lib/reading/preferences.ts';
import { call } from './helpers/admin.ts';
import { newSignedInUser, signIn } from './helpers/auth.ts';
import { addChild, childSession } from './helpers/family.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const path = '/api/reading-preferences';
const darkAndLarge: ReadingPreferences = { textSize: 'larger', readingFont: 'legible', theme: 'dark' };

describe('reading preferences', () => {
  it('asks a visitor to sign in (theirs stay in the browser)', async () => {
    expect((await call(t, 'GET', path, null)).status).toBe(401);
    expect((await call(t, 'PUT', path, null, darkAndLarge)).status).toBe(401);
  });

  it('answers the defaults until the learner chooses, then keeps the choice for every session', async () => {
    const email = 'reader-prefs@example.org';
    const cookie = await newSignedInUser(t, email);
    expect((await call(t, 'GET', path, cookie)).body).toEqual(defaultReadingPreferences);
    const saved = await call(t, 'PUT', path, cookie, darkAndLarge);
    expect(saved).toEqual({ status: 200, body: darkAndLarge });
    // Another device: a new session of the same account.
    const other = await signIn(t, email);
    expect((await call(t, 'GET', path, other)).body).toEqual(darkAndLarge);
    const lighter = { ...darkAndLarge, theme: 'light' };
    await call(t, 'PUT', path, other, lighter);
    expect((await call(t, 'GET', path, cookie)).body).toEqual(lighter);
  });

  it('keeps each learner of a family their own', async () => {
    const email = 'reader-prefs-family@example.org';
    const parent = await newSignedInUser(t, email);
    const childId = await addChild(t, parent, 'Tess');
    const child = await childSession(t, () => signIn(t, email), childId);
    await call(t, 'PUT', path, parent, darkAndLarge);
    expect((await call(t, 'GET', path, child)).body).toEqual(defaultReadingPreferences);
    const childs: ReadingPreferences = { textSize: 'large', readingFont: 'standard', theme: 'light' };
    await call(t, 'PUT', path, child, childs);
    expect((await call(t, 'GET', path, child)).body).toEqual(childs);
    expect((await call(t, 'GET', path, parent)).body).toEqual(darkAndLarge);

    // The child's settings are in the parent's download of the child's data, and go with the child.
    const exported = await call<{ data: Record<string, Array<Record<string, unknown>>> }>(
      t,
      'GET',
      `/api/family/children/${childId}/export`,
      parent,
    );
    expect(exported.body.data.reading_preferences).toEqual([
      expect.objectContaining({ user_id: childId, text_size: 'large', theme: 'light' }),
    ]);
    expect((await call(t, 'DELETE', `/api/family/children/${childId}`, parent)).status).toBe(200);
    const left = await t.db
      .selectFrom('reading_preferences')
      .select('user_id')
      .where('user_id', '=', childId)
      .execute();
    expect(left).toEqual([]);
  });

  it('refuses unknown values and fields and changes nothing', async () => {
    const cookie = await newSignedInUser(t, 'reader-prefs-bad@example.org');
    await call(t, 'PUT', path, cookie, darkAndLarge);
    for (const body of [
      { ...darkAndLarge, textSize: 'huge' },
      { ...darkAndLarge, theme: 'sepia' },
      { ...darkAndLarge, extra: 1 },
      { textSize: 'large' },
      'dark',
    ]) {
      const r = await call<{ error: { code: string } }>(t, 'PUT', path, cookie, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error.code).toBe('invalid_input');
    }
    expect((await call(t, 'GET', path, cookie)).body).toEqual(darkAndLarge);
  });
});
