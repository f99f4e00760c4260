import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyChildRetention } from '../../api/family/jobs.ts';
import { call } from './helpers/admin.ts';
import { newSignedInUser, signIn } from './helpers/auth.ts';
import { addChild, childSession } from './helpers/family.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Deleting a child's profile ends every session learning as that child: the child's device is
 * signed out, never left on the parent's profile (which would open the family page and the
 * family export without the PIN). Both ways a child is deleted: by the parent and by retention.
 */
let t: TestApp;
let parent: string;
const email = 'family-delete@example.org';
const month = 31 * 24 * 3600_000;

beforeAll(async () => {
  t = await createTestApp();
  parent = await newSignedInUser(t, email, 'Dee Parent');
  // The PIN keeps a child's device from switching back to the parent's profile.
  const pin = await call(t, 'PUT', '/api/family/pin', parent, { pin: '4321', password: 'grace-and-truth-7' });
  expect(pin.status, JSON.stringify(pin.body)).toBe(200);
});
afterAll(() => t.close());

/** What a device with this cookie gets of the parent's pages. */
async function parentPagesOf(cookie: string): Promise<number[]> {
  return [
    (await call(t, 'GET', '/api/family', cookie)).status,
    (await call(t, 'GET', '/api/family/export', cookie)).status,
  ];
}

async function signedInUserOf(cookie: string): Promise<unknown> {
  return (await call<{ user: unknown }>(t, 'GET', '/api/auth/session', cookie)).body.user;
}

describe('a deleted child profile’s sessions', () => {
  it('end when the parent deletes the child: no family page, no export on the child’s device', async () => {
    const childId = await addChild(t, parent, 'Gil');
    const siblingId = await addChild(t, parent, 'Hal', 'owl');
    const device = await childSession(t, () => signIn(t, email), childId);
    const sibling = await childSession(t, () => signIn(t, email), siblingId);
    expect(await parentPagesOf(device)).toEqual([403, 403]);

    expect((await call(t, 'DELETE', `/api/family/children/${childId}`, parent)).status).toBe(200);

    expect(await parentPagesOf(device)).toEqual([401, 401]);
    expect(await signedInUserOf(device)).toBeNull();
    // The parent and the sibling's device are as they were.
    expect(await parentPagesOf(parent)).toEqual([200, 200]);
    expect((await call<{ activeId: string }>(t, 'GET', '/api/family/profiles', sibling)).body.activeId).toBe(
      siblingId,
    );
    expect((await call(t, 'DELETE', `/api/family/children/${siblingId}`, parent)).status).toBe(200);
  });

  it('end when retention deletes the child', async () => {
    const childId = await addChild(t, parent, 'Ivy');
    const device = await childSession(t, () => signIn(t, email), childId);
    expect(await parentPagesOf(device)).toEqual([403, 403]);

    const result = await applyChildRetention(t.deps, new Date(Date.now() + 25 * month));
    expect(result.deleted).toBe(1);

    expect(await parentPagesOf(device)).toEqual([401, 401]);
    expect(await signedInUserOf(device)).toBeNull();
    expect(await parentPagesOf(parent)).toEqual([200, 200]);
  });

  it('a child deleted by another family’s parent ends nothing (404)', async () => {
    const childId = await addChild(t, parent, 'Jo');
    const device = await childSession(t, () => signIn(t, email), childId);
    const other = await newSignedInUser(t, 'family-delete-other@example.org');
    expect((await call(t, 'DELETE', `/api/family/children/${childId}`, other)).status).toBe(404);
    expect((await call<{ activeId: string }>(t, 'GET', '/api/family/profiles', device)).body.activeId).toBe(
      childId,
    );
  });
});
